import { Anchor, Stack } from '@mantine/core';
import type { ManageViewDto } from '../../domain/manage';

/** Where a class happens: the studio with its address and a map link, or how to join it online. */
export function ClassPlace({
  location,
  virtualDetails,
  onlineLabel,
}: Pick<ManageViewDto, 'location' | 'virtualDetails'> & { onlineLabel: string }) {
  return location ? (
    <Stack gap={2}>
      <span>{location.name}</span>
      {location.address && <span>{location.address}</span>}
      <Anchor href={location.mapUrl} target="_blank" rel="noopener noreferrer">
        Open in Google Maps
      </Anchor>
    </Stack>
  ) : (
    <Stack gap={2}>
      <span>{onlineLabel}</span>
      {virtualDetails && <span>{virtualDetails}</span>}
    </Stack>
  );
}
