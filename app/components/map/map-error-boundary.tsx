import { Component, type ReactNode } from "react";

type Props = { onError: (error: unknown) => void; children: ReactNode };

/** Catches a map chunk that fails to download or a Leaflet error, so the page around it lives on. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
