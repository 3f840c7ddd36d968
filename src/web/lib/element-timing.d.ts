// Element Timing (https://wicg.github.io/element-timing/): React passes the attribute through, its
// types do not list it yet. The page-start script and the e2e tests read the entries it produces.
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
