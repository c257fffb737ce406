/**
 * The docs sidebar's part of the phone menu: our own component on the
 * theme's exported parts (the navbar's secondary-menu filler, the sidebar's
 * items), in place of the theme's DocSidebar/Mobile.
 *
 * The theme hands the filler its four props as one object, which the filler
 * compares key by key after sorting the keys with `localeCompare`. The first
 * `localeCompare` of a page loads the ICU collator: ~15 ms inside a single
 * hydration step, 60 ms at Lighthouse's 4x CPU. Handing it one memoized
 * prop leaves nothing to sort.
 */

import type { PropSidebarItem } from "@docusaurus/plugin-content-docs";
import {
  NavbarSecondaryMenuFiller,
  ThemeClassNames,
} from "@docusaurus/theme-common";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/DocSidebar/Mobile";
import DocSidebarItems from "@theme/DocSidebarItems";
import clsx from "clsx";
import { memo, type ReactNode, useMemo } from "react";

interface MenuState {
  sidebar: readonly PropSidebarItem[];
  path: string;
}

function DocsMenu({ state }: { state: MenuState }): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, "menu__list")}>
      <DocSidebarItems
        items={state.sidebar}
        activePath={state.path}
        level={1}
        onItemClick={(item) => {
          // A category closes the menu only when it is also a page.
          if (item.type === "link" || (item.type === "category" && item.href))
            mobileSidebar.toggle();
        }}
      />
    </ul>
  );
}

function DocSidebarMobile({ sidebar, path }: Props): ReactNode {
  const state = useMemo(() => ({ sidebar, path }), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocsMenu} props={{ state }} />;
}

export default memo(DocSidebarMobile);
