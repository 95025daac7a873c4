/**
 * Whether a click hit a modal dialog's backdrop: its target is the `<dialog>` element itself, outside the dialog's
 * box (a click on its own padding also targets it).
 */
export function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) {
    return false;
  }
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
