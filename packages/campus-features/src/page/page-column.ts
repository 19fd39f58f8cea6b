/**
 * The column a page's content stands in, as wide as the app and padded from the edges. A page under
 * breadcrumbs starts closer to the top (the crumbs are its first line); home and my learning set their
 * sections further apart.
 */
export const pageColumn = {
  plain: "mx-auto flex w-full max-w-app flex-col gap-8 px-4 pt-8 pb-16 sm:px-6 desktop:px-10 desktop:pt-12",
  roomy: "mx-auto flex w-full max-w-app flex-col gap-10 px-4 pt-8 pb-16 sm:px-6 desktop:px-10 desktop:pt-12",
  underCrumbs: "mx-auto flex w-full max-w-app flex-col gap-8 px-4 pt-6 pb-16 sm:px-6 desktop:px-10 desktop:pt-10",
} as const;
