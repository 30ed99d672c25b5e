import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of `children` when they fail to render or their code fails to load,
 * so that one broken part (a tab) does not take the whole page down to the route's error view.
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
