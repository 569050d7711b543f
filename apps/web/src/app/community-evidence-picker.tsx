import { canvasListQueryOptions } from '@/features/canvases/api/get-canvases';
import type { EvidencePickerProps } from '@/features/community/components/community-environment';
import { EvidencePickerFields } from '@/features/community/components/evidence-picker';
import { pitchListQueryOptions } from '@/features/pitch/api/get-pitches';
import { simulationListQueryOptions } from '@/features/simulations/api/get-simulations';
import { validationListQueryOptions } from '@/features/validations/api/get-validations';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

/*
 * Where the community meets the founder's own work (decision 036): the items a post may carry as
 * evidence, from the lists their screens read (the first pages, the last edited first). Loaded
 * when a writer opens the picker, so a topic's first load carries none of these lists.
 */
const VALIDATIONS = { search: '', sort: 'updated' } as const;
const SIMULATIONS = { status: 'all', sort: 'updated' } as const;

export default function CommunityEvidencePicker(props: EvidencePickerProps) {
  const simulations = useInfiniteQuery(simulationListQueryOptions(SIMULATIONS)).data?.pages ?? [];
  const validations = useInfiniteQuery(validationListQueryOptions(VALIDATIONS)).data?.pages ?? [];
  const canvases = useQuery(canvasListQueryOptions()).data ?? [];
  const pitches = useQuery(pitchListQueryOptions()).data ?? [];
  return (
    <EvidencePickerFields
      {...props}
      choices={{
        // A simulation shows the months it has played; one with none has nothing to show.
        simulation: simulations.flatMap((page) =>
          page.simulations
            .filter((simulation) => simulation.month > 0)
            .map(({ id, name, month }) => ({ id, title: name, months: month })),
        ),
        validation: validations.flatMap((page) => page.validations.map(({ id, title }) => ({ id, title }))),
        canvas: canvases.map(({ id, title }) => ({ id, title })),
        pitch: pitches.map(({ id, title }) => ({ id, title })),
      }}
    />
  );
}
