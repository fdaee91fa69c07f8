import { graphql, useFragment } from 'react-relay';
import type { OpenApiContent_openPlatform$key } from '../../../__generated__/OpenApiContent_openPlatform.graphql.ts';
import type { ApplicationForm_viewer$key } from '../../../__generated__/ApplicationForm_viewer.graphql.ts';
import { AppDetails } from './AppDetails.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { ApplicationReview } from './ApplicationReview.tsx';
import { ApplySteps } from './ApplySteps.tsx';
import { CallbackDeliveries } from './CallbackDeliveries.tsx';
import { KeysForm } from './KeysForm.tsx';
import { OpenPlatformOff } from './OpenPlatformOff.tsx';
import { RejectionNotice } from './RejectionNotice.tsx';

/**
 * The state of the viewer's open platform, one component each: the switch off; no
 * application or a rejected one (step 1, with the reason after a rejection); under review; approved
 * without keys (step 2); approved with keys (the app, and its callback deliveries below it). The
 * open-platform mutations select this fragment too, so their payload holds everything this shows
 * (openPlatformStore.ts).
 */
export function OpenApiContent({ openPlatform, viewer }: { openPlatform: OpenApiContent_openPlatform$key; viewer: ApplicationForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OpenApiContent_openPlatform on OpenPlatform {
        enabled
        status
        application {
          applicationId
          ...ApplicationForm_application
          ...ApplicationReview_application
        }
        app {
          keysSubmittedAt
          ...KeysForm_app
          ...AppDetails_app
          ...CallbackDeliveries_app
        }
        ...RejectionNotice_openPlatform
      }
    `,
    openPlatform,
  );

  if (!data.enabled) return <OpenPlatformOff />;
  if (data.status === 'APPROVED' && data.app) {
    return data.app.keysSubmittedAt ? (
      <>
        <ApplySteps current={2} complete />
        <AppDetails app={data.app} />
        <CallbackDeliveries app={data.app} />
      </>
    ) : (
      <>
        <ApplySteps current={2} />
        <KeysForm app={data.app} />
      </>
    );
  }
  if (data.status === 'REVIEWING' && data.application) {
    return (
      <>
        <ApplySteps current={1} />
        <ApplicationReview application={data.application} />
      </>
    );
  }
  // never applied, or rejected: a corrected application is a new one, starting from the rejected one
  const rejected = data.status === 'REJECTED' ? (data.application ?? null) : null;
  return (
    <>
      <ApplySteps current={1} />
      {rejected ? <RejectionNotice openPlatform={data} /> : null}
      <ApplicationForm key={rejected?.applicationId ?? 'new'} viewer={viewer} application={rejected} />
    </>
  );
}
