export { AppLoadingScreen, type AppLoadingScreenProps } from "./app-loading-screen";
