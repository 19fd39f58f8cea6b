import { type Static, Type } from "@sinclair/typebox";
import { BooleanFlag, CommaList, Nullable, Order, Page, PagingQuery, Search } from "./common.js";

/**
 * A tool's id: like every id, except that it is never `add-to-favorites` or `remove-from-favorites`. SPEC section 7
 * puts those words where `/tools/{id}/related` has the id, so a tool with such an id would have two addresses
 * for one thing (`/tools/add-to-favorites/related`).
 */
export const ToolId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "^(?!(?:add-to-favorites|remove-from-favorites)$)[A-Za-z0-9_-]+$",
});
export const ToolIdParams = Type.Object({ id: ToolId });
export type ToolIdParams = Static<typeof ToolIdParams>;

export const LicenceType = Type.Union([Type.Literal("freemium"), Type.Literal("paid")]);
export type LicenceType = Static<typeof LicenceType>;

export const ToolCard = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  logo: Type.String(),
  url: Type.String(),
  domainCategories: Type.Array(Type.String()),
  businessCategories: Type.Array(Type.String()),
  licenceType: LicenceType,
  isFavorite: Type.Boolean(),
  favoritesCount: Type.Integer(),
});
export type ToolCard = Static<typeof ToolCard>;
export const Tool = Type.Composite([
  ToolCard,
  Type.Object({ longDescription: Type.String(), features: Type.Array(Type.String()) }),
]);
export type Tool = Static<typeof Tool>;

/** Tools list: default sort by name ascending (the only sort field), page size 9. */
export const ToolsQuery = Type.Object({
  ...PagingQuery,
  sortBy: Type.Optional(Type.Literal("name")),
  order: Type.Optional(Order),
  search: Type.Optional(Search),
  domainCategories: Type.Optional(CommaList),
  businessCategories: Type.Optional(CommaList),
  showFavorites: Type.Optional(BooleanFlag),
});
export type ToolsQuery = Static<typeof ToolsQuery>;
export const ToolsAnswer = Page(ToolCard);
export type ToolsAnswer = Static<typeof ToolsAnswer>;
export const ToolAnswer = Type.Object({ tool: Tool });
export type ToolAnswer = Static<typeof ToolAnswer>;
export const RelatedToolsAnswer = Type.Object({ tools: Type.Array(ToolCard) });
export type RelatedToolsAnswer = Static<typeof RelatedToolsAnswer>;
export const FavoriteAnswer = Type.Object({
  success: Type.Boolean(),
  isFavorite: Type.Boolean(),
  favoritesCount: Type.Integer(),
});
export type FavoriteAnswer = Static<typeof FavoriteAnswer>;

export const Partner = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  logo: Type.String(),
  description: Type.String(),
  benefit: Type.String(),
  /** How a learner claims the benefit (where to enter the code, whom to tell). */
  howToUse: Type.String(),
  url: Type.String(),
  code: Nullable(Type.String()),
});
export type Partner = Static<typeof Partner>;
export const PartnersQuery = Type.Object({
  ...PagingQuery,
  search: Type.Optional(Search),
  categories: Type.Optional(CommaList),
});
export type PartnersQuery = Static<typeof PartnersQuery>;
export const PartnersAnswer = Page(Partner);
export type PartnersAnswer = Static<typeof PartnersAnswer>;
export const PartnerAnswer = Type.Object({ partner: Partner });
export type PartnerAnswer = Static<typeof PartnerAnswer>;

export const CommunityCard = Type.Object({
  id: Type.String(),
  category: Type.String(),
  title: Type.String(),
  hashes: Type.Array(Type.String()),
  url: Type.String(),
  disabled: Type.Boolean(),
  backgroundImage: Type.String(),
});
export type CommunityCard = Static<typeof CommunityCard>;
/** Community cards, 9 a page by default (SPEC section 9). */
export const CommunityQuery = Type.Object({ ...PagingQuery });
export type CommunityQuery = Static<typeof CommunityQuery>;
export const CommunityAnswer = Type.Object({
  cards: Type.Array(CommunityCard),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
});
export type CommunityAnswer = Static<typeof CommunityAnswer>;

export const ModuleAccess = Type.Union([
  Type.Literal("available"),
  Type.Literal("unavailable"),
  Type.Literal("completed"),
]);
export type ModuleAccess = Static<typeof ModuleAccess>;
export const ModuleCard = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Type.String(),
  rank: Type.Integer(),
  access: ModuleAccess,
  coursesCount: Type.Integer(),
  completedCoursesCount: Type.Integer(),
});
export type ModuleCard = Static<typeof ModuleCard>;
/** Programs list: `modulesType` all (default) | available | unavailable | completed; `rank` comma-joined. */
export const ModulesQuery = Type.Object({
  ...PagingQuery,
  sortBy: Type.Optional(Type.Union([Type.Literal("position"), Type.Literal("title"), Type.Literal("rank")])),
  order: Type.Optional(Order),
  search: Type.Optional(Search),
  modulesType: Type.Optional(
    Type.Union([
      Type.Literal("all"),
      Type.Literal("available"),
      Type.Literal("unavailable"),
      Type.Literal("completed"),
    ]),
  ),
  rank: Type.Optional(CommaList),
});
export type ModulesQuery = Static<typeof ModulesQuery>;
export const ModulesAnswer = Page(ModuleCard);
export type ModulesAnswer = Static<typeof ModulesAnswer>;
export const ModuleAnswer = Type.Object({
  moduleDetails: Type.Composite([ModuleCard, Type.Object({ longDescription: Type.String() })]),
});
export type ModuleAnswer = Static<typeof ModuleAnswer>;

export const ToolbarAnswer = Type.Object({
  modules: Type.Array(Type.Object({ _id: Type.String(), title: Type.String() })),
});
export type ToolbarAnswer = Static<typeof ToolbarAnswer>;

export const FilterOption = Type.Object({ value: Type.String(), label: Type.String() });
export type FilterOption = Static<typeof FilterOption>;
export const FiltersAnswer = Type.Object({
  domainCategories: Type.Array(FilterOption),
  businessCategories: Type.Array(FilterOption),
  partnerCategories: Type.Array(FilterOption),
  licenceTypes: Type.Array(FilterOption),
  ranks: Type.Array(FilterOption),
  modulesTypes: Type.Array(FilterOption),
  moduleCourseTypes: Type.Array(FilterOption),
  toolSort: Type.Array(FilterOption),
});
export type FiltersAnswer = Static<typeof FiltersAnswer>;

export const AboutAnswer = Type.Object({
  page: Type.Object({
    title: Type.String(),
    intro: Type.String(),
    sections: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
    mastermind: Type.Object({
      title: Type.String(),
      description: Type.String(),
      durationMonths: Type.Integer(),
      leaders: Type.Integer(),
      meetingEveryWeeks: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
      graduationMeeting: Type.String(),
    }),
  }),
});
export type AboutAnswer = Static<typeof AboutAnswer>;

export const OnboardingAnswer = Type.Object({
  data: Type.Object({
    title: Type.String(),
    intro: Type.String(),
    steps: Type.Array(
      Type.Object({ _id: Type.String(), title: Type.String(), body: Type.String(), image: Type.String() }),
    ),
  }),
});
export type OnboardingAnswer = Static<typeof OnboardingAnswer>;
