import { Component, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { recordTelemetry, startTelemetry } from '../telemetry';
import { renderErrorOrigin } from './renderErrorOrigin';

interface Props {
  /** Screen file, named in the report. */
  file: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a render error in one screen so the borrower gets a message and a retry, never a white
 * page, and reports it (telemetry's `error` event: the file, and the widget that threw, by pointer).
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn(`[screens] render error in ${this.props.file}: ${error.message}`);
    const origin = renderErrorOrigin(error);
    recordTelemetry({
      type: 'error',
      file: this.props.file,
      pointer: origin?.pointer ?? '',
      ...(origin ? { widget: origin.widget } : {}),
      message: error instanceof Error ? error.message : String(error),
    });
    // The message is all the borrower sees now, and they may leave at once: the reporter loads now.
    startTelemetry();
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">{t('This page could not be shown.')}</p>
        <p className="state-text">{t('Please try again.')}</p>
        <button type="button" className="btn btn-primary" onClick={() => this.setState({ error: null })}>
          {t('Try again')}
        </button>
      </div>
    );
  }
}
