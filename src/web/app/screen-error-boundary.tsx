import { Component, type ReactNode } from 'react';
import { Screen } from './lazy';
import { RouteErrorFallback } from './route-fallbacks';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a render error (or a lazy chunk that failed to load) in a screen and shows
 * 'Something went wrong' in its place (which logs the error). The layout keys it by path, so navigating away resets it.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <Screen>
        <RouteErrorFallback error={this.state.error} />
      </Screen>
    ) : (
      this.props.children
    );
  }
}
