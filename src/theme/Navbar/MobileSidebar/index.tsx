/**
 * The phone menu, rendered the first time it opens instead of right after
 * hydration. The theme renders the whole menu (every navbar item and the
 * docs sidebar with all its categories) as soon as the window is narrow,
 * hidden off-screen: hundreds of elements created on every page load of a
 * phone, in the first tasks after hydration, for a menu most readers never
 * open. Once opened it stays, so closing and reopening slide as before.
 * A wrapper: the theme's own component renders the menu.
 */
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import { type ReactNode, useState } from "react";

export default function MobileSidebarOnceOpened(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render, so the menu appears in the same frame as the tap.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
