import type { SiteInfo } from "../data/site";
import { Island } from "../hydration/Island";

export function Header({ site, path }: { site: SiteInfo; path: string }) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="logo" href="/">
          <img src="/images/logo.svg" alt={`${site.name} home`} width={180} height={40} />
        </a>
        <Island name="NavMenu" props={{ currentPath: path }} />
      </div>
    </header>
  );
}
