import type { Db } from "./db.js";

/**
 * Ordered migrations, the same SQL on PGlite and PostgreSQL. Never edit one that has shipped: add the next.
 * Translatable content lives in `i18n` JSONB keyed by language (`{"pl": {...}, "en": {...}}`); a missing key
 * means the item is not available in that language.
 */
export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "initial schema",
    sql: `
create table users (
  id text primary key,
  email text not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  avatar text,
  rank_stage integer not null default 1,
  role text not null default 'learner' check (role in ('learner', 'staff')),
  access_tools boolean not null default true,
  access_benefits boolean not null default true,
  access_community boolean not null default true,
  created_at timestamptz not null default now()
);
create table auth_codes (
  code_hash text primary key,
  user_id text not null references users(id) on delete cascade,
  challenge text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create table sessions (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text
);
create table refresh_tokens (
  token_hash text primary key,
  session_id text not null references sessions(id) on delete cascade,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session on refresh_tokens(session_id);
create table access_tokens (
  token_hash text primary key,
  session_id text not null references sessions(id) on delete cascade,
  expires_at timestamptz not null
);
create index access_tokens_session on access_tokens(session_id);
create table handoff_tokens (
  access_hash text primary key,
  refresh_hash text not null,
  user_id text not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create table programs (
  id text primary key,
  position integer not null,
  required_rank integer not null default 1,
  image text not null,
  i18n jsonb not null
);
create table courses (
  id text primary key,
  program_id text not null references programs(id),
  position integer not null,
  required_rank integer not null default 1,
  course_type text not null check (course_type in ('closed-test', 'final-work')),
  has_certificate boolean not null default false,
  image text not null,
  i18n jsonb not null
);
create index courses_program on courses(program_id, position);
create table lessons (
  id text primary key,
  course_id text not null references courses(id),
  parent_id text references lessons(id),
  position integer not null,
  kind text not null check (kind in ('video', 'presentation', 'text', 'quiz', 'internal-test')),
  duration_minutes integer not null default 5,
  i18n jsonb not null,
  -- Correct answer ids per question id, never sent before the learner answers.
  answer_key jsonb not null default '{}'
);
create index lessons_course on lessons(course_id, parent_id, position);
create table resources (
  id text primary key,
  lesson_id text not null references lessons(id),
  lang text,
  name text not null,
  mime_type text not null,
  content bytea not null
);
create index resources_lesson on resources(lesson_id);
create table closed_tests (
  course_id text primary key references courses(id),
  percentage_to_pass integer not null,
  i18n jsonb not null,
  answer_key jsonb not null
);
create table exams (
  course_id text primary key references courses(id),
  i18n jsonb not null
);
create table exam_tasks (
  id text primary key,
  course_id text not null references exams(course_id),
  position integer not null,
  answer_types jsonb not null,
  i18n jsonb not null
);
create table progress (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  course_id text not null references courses(id),
  current_lesson_id text,
  current_sublesson_id text,
  -- { lessonOrSublessonId: { completed: bool, quiz: {questionId: bool}, test: {questionId: bool} } }
  lessons jsonb not null default '{}',
  closed_test_passed boolean not null default false,
  finished_at timestamptz,
  certificate_id text,
  updated_at timestamptz not null default now(),
  unique (user_id, course_id)
);
create table closed_test_attempts (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  course_id text not null references courses(id),
  percentage integer not null,
  passed boolean not null,
  created_at timestamptz not null default now()
);
create table exam_submits (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  course_id text not null references courses(id),
  exam_task_id text not null references exam_tasks(id),
  status text not null check (status in ('pending', 'approved', 'rejected')),
  text text,
  links jsonb not null default '[]',
  feedback text,
  reviewed_by text references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, exam_task_id)
);
create table exam_submit_files (
  id text primary key,
  submit_id text not null references exam_submits(id) on delete cascade,
  name text not null,
  mime_type text not null,
  size integer not null,
  content bytea not null
);
create table tools (
  id text primary key,
  name text not null,
  url text not null,
  logo text not null,
  licence_type text not null check (licence_type in ('freemium', 'paid')),
  domain_categories jsonb not null,
  business_categories jsonb not null,
  i18n jsonb not null
);
create index tools_name on tools(lower(name), id);
create table tool_favorites (
  user_id text not null references users(id) on delete cascade,
  tool_id text not null references tools(id),
  created_at timestamptz not null default now(),
  primary key (user_id, tool_id)
);
create index tool_favorites_tool on tool_favorites(tool_id);
create table partners (
  id text primary key,
  position integer not null,
  name text not null,
  category text not null,
  logo text not null,
  url text not null,
  code text,
  i18n jsonb not null
);
create table community_cards (
  id text primary key,
  position integer not null,
  category text not null,
  url text not null,
  disabled boolean not null default false,
  background_image text not null,
  i18n jsonb not null
);
create table pages (
  key text primary key,
  i18n jsonb not null
);
create table filter_options (
  kind text not null,
  value text not null,
  position integer not null,
  i18n jsonb not null,
  primary key (kind, value)
);
create table promptbook_items (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  lesson_id text,
  prompt text not null,
  created_at timestamptz not null default now()
);
create index promptbook_user on promptbook_items(user_id, created_at);
create table notifications (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  i18n jsonb not null,
  link text,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user on notifications(user_id, created_at);
create table activity_days (
  user_id text not null references users(id) on delete cascade,
  day date not null,
  continued_course boolean not null default false,
  used_tool boolean not null default false,
  study_seconds integer not null default 0,
  primary key (user_id, day)
);
`,
  },
  {
    version: 2,
    name: "the learner's interface preferences",
    sql: `
alter table users add column language text check (language in ('pl', 'en'));
alter table users add column theme text check (theme in ('light', 'high-contrast'));
`,
  },
  {
    version: 3,
    name: "where the learner is in a course, and course reviews",
    sql: `
-- The place a learner last was in a course, so another device resumes there. Apart from current_lesson_id
-- (the next lesson to complete): a learner may go back to re-watch a finished lesson.
alter table progress add column position_lesson_id text references lessons(id) on delete set null;
alter table progress add column position_sublesson_id text references lessons(id) on delete set null;
alter table progress add column position_video_seconds double precision
  check (position_video_seconds >= 0 and position_video_seconds <= 86400);
alter table progress add column position_saved_at timestamptz;
create table course_reviews (
  user_id text not null references users(id) on delete cascade,
  course_id text not null references courses(id),
  rating integer not null check (rating between 1 and 5),
  comment text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, course_id)
);
`,
  },
  {
    version: 4,
    name: "session lifetimes, shared refresh successors and sign-in counters",
    sql: `
-- A session ends at a fixed time after sign-in however often it is refreshed. Sessions from before get the
-- 30 days a refresh token used to live, counted from their start.
alter table sessions add column expires_at timestamptz;
update sessions set expires_at = created_at + interval '30 days';
alter table sessions alter column expires_at set not null;
-- The tokens that replaced a rotated refresh token, sealed with a key derived from the rotated token: a
-- refresh that lost the race to rotate it gets the same successor within the grace window.
alter table refresh_tokens add column successor text;
-- Sign-in attempts per key (an account and address, or an address), shared by every server process.
create table sign_in_counters (
  key text primary key,
  attempts integer not null,
  blocked_until timestamptz not null,
  forget_at timestamptz not null
);
create index sign_in_counters_forget on sign_in_counters(forget_at);
create index sessions_expires on sessions(expires_at);
`,
  },
  {
    version: 6,
    name: "indexes for a campus at scale",
    sql: `
-- Recommended tools walk the tools in the order of their id's hash (services/course.ts), three at a time.
create index tools_shuffled on tools (md5(id));
-- A lesson's sub-lessons, by the lesson.
create index lessons_parent on lessons (parent_id, position);
`,
  },
  {
    version: 7,
    name: "the tools catalogue's size, kept by the database",
    sql: `
-- The tools page answers how many tools there are; counting 10k of them on every page cost more than the page.
-- The count is kept here by statement triggers, so it stays exact for every way tools are added or removed.
create table tool_totals (
  id boolean primary key default true check (id),
  tools integer not null
);
insert into tool_totals (tools) select count(*) from tools;
create function count_tools() returns trigger language plpgsql as $$ begin if tg_op = 'TRUNCATE' then update tool_totals set tools = 0; elsif tg_op = 'INSERT' then update tool_totals set tools = tools + (select count(*) from changed); else update tool_totals set tools = tools - (select count(*) from changed); end if; return null; end $$;
create trigger tools_counted_on_insert after insert on tools referencing new table as changed
  for each statement execute function count_tools();
create trigger tools_counted_on_delete after delete on tools referencing old table as changed
  for each statement execute function count_tools();
create trigger tools_counted_on_truncate after truncate on tools for each statement execute function count_tools();
`,
  },
  {
    version: 8,
    name: "a closed test's check stored once per idempotency key",
    sql: `
-- A check sent again (its reply lost, the connection back) carries the key of the first: the stored answer is
-- given back and the attempt is not recorded twice. 'answers' are the graded answers as text, so a key reused
-- for other answers is refused.
create table closed_test_checks (
  user_id text not null references users(id) on delete cascade,
  idempotency_key text not null,
  course_id text not null references courses(id),
  answers text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);
`,
  },
  {
    version: 9,
    name: "certificates anyone can verify: random ids, snapshots, revocation, the credential signing key",
    sql: `
-- A certificate's id is random (never computed from the learner or the course), and what it certifies is
-- copied when it is issued: a renamed learner or course does not change a certificate already given.
-- Revoking keeps the row (and says why) so that the public page can say it was revoked.
create table certificates (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  course_id text not null references courses(id),
  holder_name text not null,
  course_title text not null,
  lang text not null,
  issued_on date not null,
  issuer text not null,
  status text not null default 'valid' check (status in ('valid', 'revoked')),
  revoked_reason text,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, course_id),
  check ((status = 'revoked') = (revoked_reason is not null))
);
-- Certificates given before this migration get a random id and the snapshot of today's names.
insert into certificates (id, user_id, course_id, holder_name, course_title, lang, issued_on, issuer)
select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), p.user_id, p.course_id,
  u.first_name || ' ' || u.last_name, coalesce(c.i18n->'pl'->>'title', c.id), 'pl',
  coalesce(p.finished_at, p.updated_at)::date, 'Campus AI'
from progress p join users u on u.id = p.user_id join courses c on c.id = p.course_id
where p.certificate_id is not null;
update progress p set certificate_id = c.id from certificates c
where c.user_id = p.user_id and c.course_id = p.course_id and p.certificate_id is not null;
-- The key that signs the Open Badges credentials when none is configured: made by the first process that needs
-- one and shared through the database, so that every process signs with the same key.
create table signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);
`,
  },
  {
    version: 10,
    name: "final works: the history of corrected answers",
    sql: `
-- A rejected answer that the learner corrects is kept as it was, with the reviewer's feedback, so the learner
-- can still read what was said after the correction is approved. Files are kept by name, type and size only.
create table exam_submit_history (
  id text primary key,
  submit_id text not null references exam_submits(id) on delete cascade,
  status text not null check (status in ('approved', 'rejected')),
  text text,
  links jsonb not null default '[]',
  files jsonb not null default '[]',
  feedback text,
  reviewed_at timestamptz not null,
  archived_at timestamptz not null default now()
);
create index exam_submit_history_submit on exam_submit_history(submit_id, archived_at);
`,
  },
  {
    version: 11,
    name: "the Promptbook's undo, the home tutorial seen, demo accounts",
    sql: `
-- A deleted prompt is kept for a day so that the Promptbook's undo brings it back with its date and lesson;
-- the cleanup removes it after that (plugins/cleanup.ts).
alter table promptbook_items add column deleted_at timestamptz;
create index promptbook_deleted on promptbook_items(deleted_at) where deleted_at is not null;
-- When the learner first saw the home tutorial, on any device; accounts from before the tutorial have found
-- their way already.
alter table users add column tutorial_seen_at timestamptz;
update users set tutorial_seen_at = created_at;
-- A demo (beta) account: some features are refused with the demo-only message.
alter table users add column is_demo boolean not null default false;
`,
  },
  {
    version: 14,
    name: "final works: one submission per send (idempotency keys)",
    sql: `
-- The key the client chose for the send that made (or last corrected) a submission. A send repeated with the
-- same key (a double click, a retry after a lost answer, two tabs) is answered with that submission; the
-- unique index makes two such sends at once store one. Keys are per learner; sends without one stay NULL.
alter table exam_submits add column idempotency_key text;
create unique index exam_submits_idempotency on exam_submits(user_id, idempotency_key);
`,
  },
  {
    version: 15,
    name: "final works: the unsent answer kept on the server (drafts)",
    sql: `
-- The answer a learner is writing to a task and has not sent, saved a few seconds after each change so that
-- it is found again on another device. One per learner and task (a task belongs to one course); files are
-- kept on the device that chose them, the draft names them only. Sending the answer deletes it.
create table exam_drafts (
  user_id text not null references users(id) on delete cascade,
  course_id text not null references courses(id),
  exam_task_id text not null references exam_tasks(id),
  text text not null default '',
  links jsonb not null default '[]',
  files jsonb not null default '[]',
  updated_at timestamptz not null default now(),
  primary key (user_id, exam_task_id)
);
`,
  },
  {
    version: 16,
    name: "sign-in codes: the session each one started",
    sql: `
-- The session a sign-in code was exchanged for, so that a second use of the code (a stolen code raced with its
-- owner, OAuth 2.1 section 4.1.3) ends that session too. A code is deleted when it expires, and a session may
-- end first: no foreign key, as the code only points at what to revoke.
alter table auth_codes add column session_id text;
`,
  },
  {
    version: 17,
    name: "courses: an ending open from the start (placement tests)",
    sql: `
-- A course's closed test or final work opens once every lesson is completed (issue 40); a course may open it
-- from the start instead, as a placement test does. Existing courses keep the rule; nothing already passed
-- or certified is taken back.
alter table courses add column ending_open_from_start boolean not null default false;
`,
  },
  {
    version: 18,
    name: "closed tests: the lesson of each question, no answer key in a failed check",
    sql: `
-- The lesson (or sub-lesson) of the same course each question comes from, by question id, so that a failed result
-- sends the learner back to what to review. A question without one is shown without a lesson.
alter table closed_tests add column if not exists question_lessons jsonb not null default '{}';
-- A failed check's answer no longer names the right answers (the retake asks the same questions): the answers
-- stored for retries before this are cleaned of them. The server leaves them out on read as well.
update closed_test_checks set answer = jsonb_set(answer, '{questions}', coalesce(
  (select jsonb_agg(question - 'correctAnswers' order by n)
   from jsonb_array_elements(answer->'questions') with ordinality as each_question(question, n)),
  '[]'::jsonb))
where (answer->'result'->>'passed')::boolean is not true;
`,
  },
  {
    version: 19,
    name: "completion: the review offer kept with the account, certificates with hours and program",
    sql: `
-- When the "rate the course" dialog opened by itself for this learner and course, on any device: it is offered
-- once per account, not once per browser. Courses finished before this migration have had their offer.
alter table progress add column review_offered_at timestamptz;
update progress set review_offered_at = finished_at where finished_at is not null;
-- What a certificate prints besides the course, copied when it is issued like its other words: the course's
-- program and its hours of learning (the sum of its lessons' minutes). Certificates issued before print neither.
alter table certificates add column program_title text;
alter table certificates add column duration_minutes integer;
`,
  },
  {
    version: 20,
    name: "accounts: organizations, deactivation, one-time password links, the mail queue, the staff audit log, erasure",
    sql: `
-- An organization holds the three access flags of SPEC section 3; each account belongs to one, and its sign-in
-- answer's organizationSettings are its organization's. Accounts made before this move into one organization per
-- combination of the flags they carried, so nothing changes for a learner.
create table organizations (
  id text primary key,
  name text not null,
  access_tools boolean not null default true,
  access_benefits boolean not null default true,
  access_community boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index organizations_name on organizations(lower(name));
insert into organizations (id, name, access_tools, access_benefits, access_community)
select distinct 'org-' || (case when access_tools then 't' else 'x' end) || (case when access_benefits then 'b' else 'x' end)
    || (case when access_community then 'c' else 'x' end),
  'Organization ' || (case when access_tools then 't' else 'x' end) || (case when access_benefits then 'b' else 'x' end)
    || (case when access_community then 'c' else 'x' end),
  access_tools, access_benefits, access_community
from users;
alter table users add column organization_id text references organizations(id);
update users set organization_id = 'org-' || (case when access_tools then 't' else 'x' end)
  || (case when access_benefits then 'b' else 'x' end) || (case when access_community then 'c' else 'x' end);
alter table users alter column organization_id set not null;
create index users_organization on users(organization_id);
alter table users drop column access_tools;
alter table users drop column access_benefits;
alter table users drop column access_community;
-- A deactivated account cannot sign in and its sessions end; its work is kept, and it can be reactivated.
alter table users add column deactivated_at timestamptz;
-- An invited account has no password until its learner chooses one through the invitation's link.
alter table users alter column password_hash drop not null;
alter table users add column invited_at timestamptz;
-- One-time links that let a learner choose a password: an invitation (7 days) or a reset (1 hour). Only the
-- token's hash is kept; a link is used once, and a newer link of the same purpose replaces the older.
create table password_links (
  token_hash text primary key,
  user_id text not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('invitation', 'reset')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_links_user on password_links(user_id, purpose);
-- Mails wait here until a process sends them: the request that caused one never waits for the mail server.
-- A process claims a due row (for update skip locked), so each mail goes out once across a cluster; a failed
-- attempt is tried again later, up to a limit.
create table mail_outbox (
  id text primary key,
  user_id text references users(id) on delete cascade,
  recipient text not null,
  language text not null check (language in ('pl', 'en')),
  template text not null,
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  due_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz
);
create index mail_outbox_due on mail_outbox(due_at) where sent_at is null and failed_at is null;
-- What staff did, to whom and when: kept when the account that acted is gone.
create table audit_log (
  id text primary key,
  at timestamptz not null default now(),
  actor_id text references users(id) on delete set null,
  actor_email text,
  action text not null,
  subject_user_id text references users(id) on delete set null,
  subject_organization_id text references organizations(id) on delete set null,
  details jsonb not null default '{}'
);
create index audit_log_at on audit_log(at desc);
create index audit_log_subject on audit_log(subject_user_id);
-- A certificate outlives the erasure of its holder's account (GDPR article 17): third parties who hold it can
-- still look it up and learn that it no longer stands. The account it pointed at is gone, so its link is cleared.
alter table certificates alter column user_id drop not null;
alter table certificates drop constraint certificates_user_id_fkey;
alter table certificates add constraint certificates_user_id_fkey foreign key (user_id) references users(id) on delete set null;
-- Single sign-on: the identity provider's subject an account is linked to (issuer and sub), so a learner whose
-- email changes at the provider still reaches their account; and the sign-ins on their way through the provider
-- (its state, nonce and PKCE verifier, with the campus's own PKCE challenge and state to hand back), kept in the
-- database so that any process of a cluster can take the provider's answer.
alter table users add column sso_subject text unique;
create table sso_sign_ins (
  state text primary key,
  code_verifier text not null,
  nonce text not null,
  campus_challenge text not null,
  campus_state text not null,
  expires_at timestamptz not null
);
-- A reviewer's account may be erased too: the review stays, without its author.
alter table exam_submits drop constraint exam_submits_reviewed_by_fkey;
alter table exam_submits add constraint exam_submits_reviewed_by_fkey foreign key (reviewed_by) references users(id) on delete set null;
`,
  },
  {
    version: 21,
    name: "final works: the review queue (sent time, versions, the task as sent, claims)",
    sql: `
-- When the learner last sent the work (first sent or corrected): the queue's order and the 3 business days count
-- from it. updated_at moves with a verdict too, so it cannot tell. A pending work was last changed by its send; a
-- decided one was sent when its newest earlier version was archived (the correction), or else when it was made.
alter table exam_submits add column sent_at timestamptz;
update exam_submits s set sent_at = case when s.status = 'pending' then s.updated_at
  else coalesce((select max(h.archived_at) from exam_submit_history h where h.submit_id = s.id), s.created_at) end;
alter table exam_submits alter column sent_at set default now();
alter table exam_submits alter column sent_at set not null;
-- Moves with every send and every verdict: a verdict names the version it was made on, so one made on a work that
-- was resent or decided meanwhile is refused rather than kept.
alter table exam_submits add column version integer not null default 1;
-- The task's title and description as they read when the work was sent: a task edited later does not change
-- what the reviewer judges the answer against.
alter table exam_submits add column task_i18n jsonb;
update exam_submits s set task_i18n = t.i18n from exam_tasks t where t.id = s.exam_task_id;
-- The reviewer who holds a pending work, until when: opening it claims it for a quarter of an hour, so that two
-- reviewers do not judge one work. A reviewer's account erased lets go of its claims.
alter table exam_submits add column claimed_by text references users(id) on delete set null;
alter table exam_submits add column claimed_until timestamptz;
-- When the verdict was given (updated_at did this until now).
alter table exam_submits add column reviewed_at timestamptz;
update exam_submits set reviewed_at = updated_at where status <> 'pending';
-- The queue: a status, oldest sent first; the same within a course or a task, the filters a reviewer uses most.
create index exam_submits_queue on exam_submits(status, sent_at, id);
create index exam_submits_course_queue on exam_submits(course_id, status, sent_at, id);
create index exam_submits_task_queue on exam_submits(exam_task_id, status, sent_at, id);
-- A learner found by any part of their email or name (the review queue's search, any letter case): a trigram index
-- answers "contains" without reading every account. pg_trgm is a trusted extension: the database's owner may
-- create it, and PGlite loads it from its package (db.ts).
create extension if not exists pg_trgm;
create index users_search on users using gin (lower(email || ' ' || first_name || ' ' || last_name) gin_trgm_ops);
`,
  },
];

/** Runs the migrations not yet applied, in order, each in a transaction (up to `upTo`, for a test of an upgrade). */
export async function migrate(db: Db, upTo = Number.POSITIVE_INFINITY): Promise<number[]> {
  await db.exec(
    "create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())",
  );
  const done = new Set(
    (await db.query<{ version: number }>("select version from schema_migrations")).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version) || migration.version > upTo) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return applied;
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter((s) => s.length > 0);
}
