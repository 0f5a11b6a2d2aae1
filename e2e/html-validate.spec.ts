import { HtmlValidate } from 'html-validate';
import { failOnPageErrors } from './buzz-helpers.ts';
import { expect, signIn, test, uniqueUser } from './fixtures.ts';
import { stubOutsideRequests } from './map-helpers.ts';

/**
 * The rendered pages, as a browser holds them after the app has drawn them, checked by html-validate with its
 * recommended, document and prettier rules (issue 44: an outside validator found unnamed buttons, a second banner and
 * controls pointing at nothing). Style-only rules are off: the markup is React's, not hand-written.
 */
failOnPageErrors();

const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:document', 'html-validate:prettier'],
  rules: {
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    // Every script and style sheet is our own, from our own origin (SRI guards what a CDN serves).
    'require-sri': 'off',
    // ARIA lets a list and its items be named by their author (WAI-ARIA 1.2, roles list and listitem: "Name From:
    // author"); we name the lists a page has several of ("Day 2", "Opening hours"), so a screen reader can tell them
    // apart. The rule's default allows names only where they are "recommended"; anything ARIA forbids still fails.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

const PAGES = [
  '/',
  '/kmap',
  '/kcourse',
  '/kcourse?tab=all',
  '/planner',
  '/buzz',
  '/tips',
  '/mypage',
  '/mypage/bookmarks',
  '/mypage/courses',
  '/about',
  '/privacy',
];

test('rendered pages: html-validate finds nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await stubOutsideRequests(page);
  await signIn(page, uniqueUser('validate'));
  const courses = (await (await page.request.get('/api/courses/public?page=1&limit=1')).json()) as {
    data: { items: { id: number }[] };
  };
  const posts = (await (await page.request.get('/api/posts?page=1')).json()) as {
    data: { items?: { id: number; postType: string }[] };
  };
  const paths = [...PAGES, `/kcourse/${courses.data.items[0]!.id}`];
  for (const post of posts.data.items?.slice(0, 1) ?? [])
    paths.push(`/buzz/${post.postType === 'trend' ? 'trend' : 'post'}/${post.id}`);
  const all: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const html = await page.content();
    const report = await validator.validateString(html);
    for (const result of report.results)
      for (const m of result.messages) all.push(`${path} ${m.ruleId} ${m.message} :: ${m.selector}`);
  }
  expect(all).toEqual([]);
});
