import { Component, type ReactNode } from 'react';

interface MapLoadBoundaryProps {
  /** Shown instead of the map when its code cannot be loaded or started. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a failure to load or start the map (its chunk is fetched lazily), so the search and the form stay
 * usable and the admin is told the map is missing (spec §8 "maps load failure"). Remount it (a new `key`) to retry.
 */
export class MapLoadBoundary extends Component<MapLoadBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
