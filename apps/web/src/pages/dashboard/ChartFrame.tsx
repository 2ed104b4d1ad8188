import { Component, type ReactNode, Suspense } from "react";
import { ErrorAlert } from "../../ui/ErrorAlert";

export const CHART_LOAD_FAILURE_MESSAGE =
  "The chart could not be loaded: the service could not be reached. Reload the page to try again.";

/** A chart whose code failed to arrive is said in an alert; the region's numbers stay on screen. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorAlert message={CHART_LOAD_FAILURE_MESSAGE} /> : this.props.children;
  }
}

/**
 * Where a lazily loaded chart goes. The chart is a picture of numbers the region also gives as
 * text, so it is hidden from assistive technology; a placeholder keeps its room while it loads.
 */
export const ChartFrame = ({ children }: { children: ReactNode }) => (
  <ChartBoundary>
    <div className="chart" aria-hidden="true">
      <Suspense fallback={<div className="chart-placeholder" />}>{children}</Suspense>
    </div>
  </ChartBoundary>
);
