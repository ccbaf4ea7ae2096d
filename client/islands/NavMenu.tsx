import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { SearchBox } from "../components/SearchBox";
import { contactLink as contact, homeLink as home, navGroups as groups, type NavGroup } from "../data/navigation";

/** Only what varies per request travels as props; the menu itself ships in the bundle. */
export interface NavMenuProps {
  /** Path of the page being shown, marked aria-current in the menu. */
  currentPath: string;
}

/**
 * The header's interactive parts: the search box and the menu. Below the width where the
 * whole menu fits, a hamburger button opens it as a full-width panel over a backdrop, and it
 * closes on Escape (wherever focus is), a click outside, or focus leaving it. On every screen
 * each group is a drop-down opened by click or keyboard and closed the same ways. Rendered
 * closed on the server; readers without JavaScript get a compact <details> menu instead
 * (see Header and noscript.css).
 */
export function NavMenu({ currentPath }: NavMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen && openGroup === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    // Escape closes the menu wherever focus has gone, not only inside it.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || navRef.current?.contains(document.activeElement)) return;
      setOpenGroup(null);
      setMenuOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onDocumentKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onDocumentKeyDown);
    };
  }, [menuOpen, openGroup]);

  const closeAll = () => {
    setOpenGroup(null);
    setMenuOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    if (openGroup !== null) {
      // Return focus to the button that opened the group so keyboard users keep their place.
      document.getElementById(groupButtonId(openGroup))?.focus();
      setOpenGroup(null);
    } else if (menuOpen) {
      document.getElementById("nav-toggle")?.focus();
      setMenuOpen(false);
    }
  };

  const onGroupKeyDown = (group: NavGroup) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpenGroup(group.id);
      // The list is rendered hidden, so focus after React shows it.
      requestAnimationFrame(() => {
        document.querySelector<HTMLAnchorElement>(`#${groupListId(group.id)} a`)?.focus();
      });
    }
  };

  const onGroupBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenGroup(null);
  };

  // Tabbing past the last item must not leave the panel open over the page it hides.
  const onNavBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) closeAll();
  };

  const current = (href: string) => (href === currentPath ? "page" : undefined);

  return (
    <>
      <SearchBox />
      <nav ref={navRef} className="site-nav" aria-label="Main" onKeyDown={onKeyDown} onBlur={onNavBlur}>
        <button
          id="nav-toggle"
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle-bar" aria-hidden="true" />
          <span className="nav-toggle-bar" aria-hidden="true" />
          <span className="nav-toggle-bar" aria-hidden="true" />
        </button>
        <ul id="site-menu" className="nav-menu" data-open={menuOpen ? "true" : "false"}>
          <li className="nav-item">
            <a className="nav-link" href={home.href} aria-current={current(home.href)} onClick={closeAll}>
              {home.label}
            </a>
          </li>
          {groups.map((group) => {
            const expanded = openGroup === group.id;
            return (
              <li key={group.id} className="nav-item nav-group" onBlur={onGroupBlur}>
                <button
                  id={groupButtonId(group.id)}
                  type="button"
                  className="nav-group-toggle"
                  aria-expanded={expanded}
                  aria-controls={groupListId(group.id)}
                  onClick={() => setOpenGroup(expanded ? null : group.id)}
                  onKeyDown={onGroupKeyDown(group)}
                >
                  {group.label}
                  <span className="nav-caret" aria-hidden="true" />
                </button>
                <ul id={groupListId(group.id)} className="nav-submenu" data-open={expanded ? "true" : "false"}>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <a className="nav-sublink" href={item.href} aria-current={current(item.href)}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li className="nav-item">
            <a className="nav-link" href={contact.href} aria-current={current(contact.href)} onClick={closeAll}>
              {contact.label}
            </a>
          </li>
        </ul>
        {/* Dims the page under the open phone panel; a click on it closes the menu. */}
        {menuOpen ? <div className="nav-backdrop" aria-hidden="true" onClick={closeAll} /> : null}
      </nav>
    </>
  );
}

const groupButtonId = (id: string) => `nav-group-${id}`;
const groupListId = (id: string) => `nav-group-${id}-items`;
