export { CardImage, CardLink, type CardLinkProps, CardTitle, cardFrame, type HeadingLevel } from "./card-parts";
export { type CourseAccess, CourseCard, type CourseCardProps } from "./course-card";
