import { Alert, Button, Group, NumberInput, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { appointmentSettingsSchema, MAX_TRAVEL_MINUTES } from '../../../../domain/appointments/rules';
import { onSubmitOnly } from '../crud/use-crud';

/** The minutes typed, or what is wrong with them in words. */
export function travelMinutesFrom(value: string | number): { travelMinutes: number } | { error: string } {
  const parsed = appointmentSettingsSchema.safeParse({ travelMinutes: value === '' ? Number.NaN : Number(value) });
  return parsed.success ? parsed.data : { error: `Travel time must be a whole number of minutes from 0 to ${MAX_TRAVEL_MINUTES}.` };
}

/**
 * The travel time kept free between two appointments (or a class and an appointment) at two different places
 * (decision 809). Saved on its own; it applies to times booked after it is saved.
 */
export function TravelSetting({
  initial,
  busy,
  onSave,
}: {
  initial: number;
  busy: boolean;
  onSave: (settings: { travelMinutes: number }) => void;
}) {
  const [value, setValue] = useState<string | number>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const result = travelMinutesFrom(value);
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      onSave(result);
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={onSubmitOnly(save)} data-testid="travel-setting">
      <Stack gap="xs">
        <NumberInput
          hideControls
          label="Travel time between two different places (minutes)"
          description="Kept free between sessions at two different places (a location, a client's home). A change applies to appointments booked after you save it; those already booked keep the travel they were booked with."
          value={value}
          onChange={setValue}
          min={0}
          max={MAX_TRAVEL_MINUTES}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={error !== null}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save travel time
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
