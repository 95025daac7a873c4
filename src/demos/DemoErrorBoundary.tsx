import * as React from 'react';

interface DemoErrorBoundaryProps {
  /** Shown before the error message: "This demo stopped working". */
  label: string;
  retryLabel: string;
  children: React.ReactNode;
}

interface DemoErrorBoundaryState {
  error: Error | null;
  attempt: number;
}

/** Contains a crashing demo: a message and a retry that remounts it, while the rest of the page keeps working. */
export class DemoErrorBoundary extends React.Component<DemoErrorBoundaryProps, DemoErrorBoundaryState> {
  state: DemoErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<DemoErrorBoundaryState> {
    return { error };
  }

  retry = () => {
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  render() {
    const { error, attempt } = this.state;
    if (error) {
      return (
        <div role="alert" className="demo-error">
          <p>
            {this.props.label}: {error.message}
          </p>
          <button type="button" onClick={this.retry}>
            {this.props.retryLabel}
          </button>
        </div>
      );
    }
    return <React.Fragment key={attempt}>{this.props.children}</React.Fragment>;
  }
}
