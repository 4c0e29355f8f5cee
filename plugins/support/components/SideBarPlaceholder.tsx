/**
 * Stands in for the side bar until the first screen has painted. The bar floats (position: fixed)
 * and takes no room in the page, so nothing moves when it arrives: the placeholder is empty, and
 * the bar's code, icons and QR codes stay off the first paint's path.
 */
export default function SideBarPlaceholder() {
  return null;
}
