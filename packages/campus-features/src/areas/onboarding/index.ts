export { OnboardingPage } from "./onboarding-page";
