export { MyLearningPage } from "./my-learning-page";
