import { analyticsRecorderUrl } from "../support/ports";
import { expect, test } from "../support/test";

interface CapturedEvent {
  api_key: string;
  event: string;
  distinct_id: string;
  properties: { $pathname: string; $current_url: string };
}

async function eventsOf(distinctId: string): Promise<CapturedEvent[]> {
  const response = await fetch(`${analyticsRecorderUrl}/events`);
  const all = (await response.json()) as CapturedEvent[];
  return all.filter((event) => event.distinct_id === distinctId);
}

test("one page-view event per route change reaches the analytics host", async ({
  page,
}) => {
  await page.goto("/");
  // The event is sent after hydration; its anonymous visit id is kept per tab.
  const readVisitId = () =>
    page.evaluate(() => sessionStorage.getItem("tscircuit-docs-visit"));
  await expect
    .poll(readVisitId, {
      message:
        "no page view: was the build made without POSTHOG_KEY/POSTHOG_HOST?",
    })
    .not.toBeNull();
  const id = (await readVisitId()) as string;
  await expect.poll(async () => (await eventsOf(id)).length).toBe(1);

  // A client-side navigation through the sidebar.
  await page
    .getByRole("navigation", { name: "Docs sidebar" })
    .getByRole("link", { name: "Installation", exact: true })
    .click();
  await expect(page).toHaveURL(/\/intro\/installation$/);
  await expect.poll(async () => (await eventsOf(id)).length).toBe(2);

  // Moving to an anchor on the same page is not a new page view.
  await page.evaluate(() => {
    window.location.hash = "#top";
  });
  await page.waitForTimeout(500);

  const events = await eventsOf(id);
  expect(events.map((event) => event.properties.$pathname)).toEqual([
    "/",
    "/intro/installation",
  ]);
  for (const event of events) {
    expect(event.event).toBe("$pageview");
    expect(event.api_key).toBe("phc_test_key");
    expect(event.properties.$current_url).toMatch(/^http:\/\/127\.0\.0\.1:/);
  }
});
