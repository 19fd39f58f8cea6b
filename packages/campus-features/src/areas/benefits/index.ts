export { BenefitPage } from "./benefit-page";
export { BenefitsPage } from "./benefits-page";
