/**
 * Repairs the roles of the pinned DocSearch modal's markup (axe, WCAG 4.1.2), which React
 * leaves alone afterwards because these props never change:
 *
 * - The backdrop (`.DocSearch-Container`) is `role="button"` with the autocomplete's combobox
 *   attributes, so the whole modal reads as one button named "Search" that wraps every
 *   control (nested-interactive, label-content-name-mismatch). It becomes a plain backdrop,
 *   and the panel (`.DocSearch-Modal`) the modal dialog it is.
 * - Its `<header>` and `<footer>` would count as a second banner and contentinfo landmark
 *   next to the page's own; inside a dialog they are just its top and bottom.
 */
export function repairModalSemantics(container: HTMLElement, label: string): void {
  const backdrop = container.querySelector('.DocSearch-Container');
  const panel = container.querySelector('.DocSearch-Modal');
  if (!backdrop || !panel) return;
  for (const attribute of [
    'role',
    'tabindex',
    'aria-expanded',
    'aria-haspopup',
    'aria-labelledby',
    'aria-controls',
  ]) {
    backdrop.removeAttribute(attribute);
  }
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', label);
  panel
    .querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer')
    .forEach((part) => part.setAttribute('role', 'none'));
}
