import type { ReactNode } from 'react';
import type { StudioPreviewReport } from '../../src/engine/studioProbe';
import type { StudioCondition } from '../studioTypes';
import { type Decision, type Explanation, explainCondition, formatValue, hiddenAncestors } from './explain';

interface ExplainPanelProps {
  scenario: string;
  /** The language of the preview and of the labels below, when it is not English (`Filipino`). */
  language?: string;
  report: StudioPreviewReport | undefined;
  conditions: StudioCondition[] | undefined;
  /** Shows where a formula was written (its file and line) in the editor. */
  onGoTo: (file: string, line: number, column: number) => void;
}

function DecisionLine({ decision }: { decision: Decision }): ReactNode {
  return (
    <>
      <span className={`studio-verdict studio-verdict-${decision.holds ? 'yes' : 'no'}`}>
        {formatValue(decision.value)}
      </span>{' '}
      <span className="studio-because">{decision.sentence}</span>
    </>
  );
}

function ExplanationView({ explanation }: { explanation: Explanation }): ReactNode {
  switch (explanation.kind) {
    case 'decided':
      return <DecisionLine decision={explanation.decision} />;
    case 'perItem':
      return (
        <ul className="studio-items">
          {explanation.items.map(({ index, label, decision }) => (
            <li key={String(index)}>
              {label === undefined ? `item ${String(index)}` : `“${label}”`}:{' '}
              <DecisionLine decision={decision} />
            </li>
          ))}
        </ul>
      );
    case 'noItem':
      return <span className="studio-because">decided for each list item; no item is shown</span>;
    case 'onCall':
      return <span className="studio-because">decided when its call answers (reads result)</span>;
  }
}

/**
 * Explain mode: every condition of the screen in the chosen preview: who it belongs to, its formula
 * as written (a link to its line), its value and why: the data paths it read and their values.
 */
export function ExplainPanel({
  scenario,
  language,
  report,
  conditions,
  onGoTo,
}: ExplainPanelProps): ReactNode {
  if (!report || !conditions)
    return (
      <section className="studio-explain" aria-label={`Explain ${scenario}`}>
        <h2>Explain {scenario}</h2>
        <p>Waiting for the preview to show its screen…</p>
      </section>
    );
  const explanations = new Map(conditions.map((c) => [c.pointer, explainCondition(c, report)]));
  const inside = hiddenAncestors(conditions, explanations);
  const sources = Object.entries(report.sources);
  return (
    <section className="studio-explain" aria-label={`Explain ${scenario}`}>
      <h2>
        Explain {scenario} <small>{report.file}</small>
        {language ? <small> in {language}</small> : null}
      </h2>
      {sources.length > 0 ? (
        <p className="studio-sources">
          Data: {sources.map(([id, status]) => `${id} ${status}`).join(', ')}
          {report.modals.length > 0 ? ` · open modals: ${report.modals.join(', ')}` : ''}
        </p>
      ) : null}
      <ul className="studio-conditions">
        {conditions.map((condition) => {
          const explanation = explanations.get(condition.pointer);
          const hiddenIn = inside.get(condition.pointer);
          const { source } = condition;
          return (
            <li key={condition.pointer} aria-label={`${condition.ownerLabel} ${condition.key}`}>
              <div className="studio-condition-head">
                <strong>{condition.ownerLabel}</strong>{' '}
                {condition.ownerLabel === condition.ownerType ? null : (
                  <span className="studio-muted">{condition.ownerType} </span>
                )}
                <code>{condition.key}</code>{' '}
                <button
                  type="button"
                  className="studio-link"
                  onClick={() => onGoTo(source.file, source.line, source.column)}
                >
                  {source.file.replace(/^screens\//, '')}:{source.line}
                </button>
              </div>
              <code className="studio-formula">{source.text}</code>
              {condition.names.map((name) => (
                <code key={name.name} className="studio-formula studio-name">
                  {name.name} {name.text}
                </code>
              ))}
              <div className="studio-decision">
                {explanation ? <ExplanationView explanation={explanation} /> : null}
                {hiddenIn ? (
                  <span className="studio-muted"> (inside “{hiddenIn}”, which is hidden)</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
