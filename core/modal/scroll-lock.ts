/** Locks page scroll while any themed modal is open and puts the page back where it was after. */
let locks = 0;
let savedY = 0;

export function lockScroll(): () => void {
  if (locks === 0) {
    savedY = window.scrollY;
    const body = document.body;
    body.style.position = 'fixed';
    body.style.top = `-${savedY}px`;
    body.style.left = '0';
    body.style.right = '0';
    body.dataset.scrollLocked = 'true';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    const body = document.body;
    body.style.position = '';
    body.style.top = '';
    body.style.left = '';
    body.style.right = '';
    delete body.dataset.scrollLocked;
    window.scrollTo(0, savedY);
  };
}
