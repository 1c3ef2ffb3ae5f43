/**
 * The first stop of Tab: over the header and the menu to the screen. Following `#main` alone leaves the focus
 * where it was (or on the body), so it moves the focus itself; both layouts' main has tabIndex -1 to take it.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      Ir al contenido
    </a>
  );
}
