import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type HealthAnswers, PARQ_QUESTIONS } from '../../domain/appointments/rules';

/** Her answers while she fills them in: null until a question is answered (no answer is assumed for her). */
export interface HealthDraft {
  answers: (boolean | null)[];
  details: string;
}

export const EMPTY_HEALTH: HealthDraft = { answers: PARQ_QUESTIONS.map(() => null), details: '' };

/** The answers the server takes, or null while a question is unanswered. */
export function completeHealth(draft: HealthDraft): HealthAnswers | null {
  if (draft.answers.length !== PARQ_QUESTIONS.length || draft.answers.some((a) => a === null)) return null;
  return { answers: draft.answers as boolean[], details: draft.details.trim() };
}

/** Nothing answered or written yet. */
export function untouchedHealth(draft: HealthDraft): boolean {
  return draft.answers.every((a) => a === null) && draft.details.trim() === '';
}

/**
 * The health questionnaire (PAR-Q) asked before a first session: a yes/no per question, nothing pre-chosen.
 * `showMissing` marks the unanswered questions after she tried to go on.
 */
export function HealthQuestions(props: {
  value: HealthDraft;
  onChange: (next: HealthDraft) => void;
  showMissing: boolean;
  /** A line under the introduction (when she may leave the questions). */
  note?: string | undefined;
}) {
  const { value, onChange, showMissing, note } = props;
  const anyYes = value.answers.some((a) => a === true);
  return (
    <Fieldset legend="Health questionnaire (PAR-Q)" data-testid="health-questions">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Before your first session, please answer each question. Your answers go only to your trainer.
        </Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {PARQ_QUESTIONS.map((question, i) => {
          const answer = value.answers[i];
          return (
            <Radio.Group
              key={question}
              label={question}
              withAsterisk
              value={answer === true ? 'yes' : answer === false ? 'no' : null}
              error={showMissing && (answer === null || answer === undefined) ? 'Please answer yes or no' : undefined}
              onChange={(v) => onChange({ ...value, answers: value.answers.map((a, j) => (j === i ? v === 'yes' : a)) })}
            >
              <Group gap="lg" mt={6}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
          );
        })}
        {anyYes && (
          <Text size="sm" role="status">
            You answered yes to at least one question: please check with your doctor before your first session, and tell us more below.
          </Text>
        )}
        <Textarea
          label="Anything else your trainer should know (optional)"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={2000}
          value={value.details}
          onChange={(e) => onChange({ ...value, details: e.currentTarget.value })}
        />
      </Stack>
    </Fieldset>
  );
}
