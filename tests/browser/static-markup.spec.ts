/**
 * Reference tables are adopted by hydration as one element each
 * (src/components/StaticMarkup): the server's rows must survive hydration,
 * and a page reached by a client-side navigation must render them itself.
 */
import { expect, test } from "../support/test";

const rowsOf = (page: import("@playwright/test").Page) =>
  page.locator("[data-props-table] tbody tr");

test("props and pins tables keep their rows through hydration", async ({
  page,
}) => {
  await page.goto("/elements/resistor");
  await expect(rowsOf(page).first()).toBeVisible();
  expect(await rowsOf(page).count()).toBeGreaterThan(10);
  await expect(
    page.locator("[data-pins-table] tbody tr").first(),
  ).toBeVisible();
  // React holds each table as one element with HTML it did not render, not
  // as a tree of rows (the props React keeps on the element say which).
  const adopted = await page
    .locator("[data-static-markup]")
    .evaluateAll((wrappers) =>
      wrappers.map((wrapper) => {
        const key = Object.keys(wrapper).find((k) =>
          k.startsWith("__reactProps$"),
        );
        const props = key
          ? (wrapper as unknown as Record<string, Record<string, unknown>>)[key]
          : {};
        return "dangerouslySetInnerHTML" in props;
      }),
    );
  expect(adopted.length).toBeGreaterThanOrEqual(2);
  expect(adopted.every(Boolean)).toBe(true);
  // The inherited props stay a working <details>, with no script behind it.
  const group = page.locator("[data-props-table] details").first();
  await group.locator("summary").click();
  await expect(group).toHaveAttribute("open", "");
  await expect(group.locator("tbody tr").first()).toBeVisible();
});

test("a page reached by a client-side navigation renders its tables itself", async ({
  page,
}) => {
  await page.goto("/elements/capacitor");
  const capacitorRows = await rowsOf(page).count();
  expect(capacitorRows).toBeGreaterThan(0);
  // Mark the document: a full page load would lose the mark.
  await page.evaluate(() => {
    (window as unknown as { spaMark: boolean }).spaMark = true;
  });
  await page
    .locator("nav.menu")
    .getByRole("link", { name: "<resistor>", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/elements\/resistor$/);
  await expect(page.locator("[data-props-table]")).toHaveAttribute(
    "data-element",
    "resistor",
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { spaMark?: boolean }).spaMark,
    ),
  ).toBe(true);
  await expect(rowsOf(page).first()).toBeVisible();
  expect(await rowsOf(page).count()).toBeGreaterThan(10);
});

test("an adopted table is rendered once: nothing renders it again after hydration", async ({
  page,
}) => {
  // React reports every commit to a devtools hook, when one is installed
  // before it loads. Count the commits in which the host element of an
  // adopted table got new props: a render of the table after hydration.
  await page.addInitScript(() => {
    type Fiber = {
      tag: number;
      memoizedProps: Record<string, unknown> | null;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const counts = { commits: 0, tableRenders: 0 };
    (
      window as unknown as { staticMarkupCounts: typeof counts }
    ).staticMarkupCounts = counts;
    const visit = (fiber: Fiber | null) => {
      for (let node = fiber; node; node = node.sibling) {
        const props = node.memoizedProps;
        if (
          node.tag === 5 &&
          props &&
          "data-static-markup" in props &&
          node.alternate &&
          node.alternate.memoizedProps !== props
        )
          counts.tableRenders += 1;
        visit(node.child);
      }
    };
    (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        counts.commits += 1;
        visit(root.current);
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
  await page.goto("/elements/resistor");
  await page.waitForTimeout(500);
  const counts = await page.evaluate(
    () =>
      (
        window as unknown as {
          staticMarkupCounts: { commits: number; tableRenders: number };
        }
      ).staticMarkupCounts,
  );
  // The hook saw the page's commits (hydration and what follows it)...
  expect(counts.commits).toBeGreaterThan(1);
  // ...and none of them rendered a table again.
  expect(counts.tableRenders).toBe(0);
  await expect(rowsOf(page).first()).toBeVisible();
});
