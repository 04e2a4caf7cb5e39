import { Alert } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { isGathering, useDataExports, useRequestDataExport } from './data-export-api';
import { exportStatusText } from './export-status';

/** My Profile's "Your data" card: Download my data, and where the newest export stands. */
export function MyDataCard() {
  const exports = useDataExports();
  const request = useRequestDataExport((message) => toast.error(message));
  const newest = exports.data?.[0];
  const gathering = isGathering(newest);
  const status = exportStatusText(newest);
  return (
    <section className="pl-profile__card pl-card pl-my-data" aria-label="Your data">
      <h2>Your data</h2>
      <p className="pl-page-lede">
        One zip of everything your account keeps: your profile, podcasts with their audio and transcripts, shows and
        their feeds, analytics, music, cloned voices with their consent records, and invoices.
      </p>
      {exports.error ? <Alert type="error" showIcon message={exports.error.message} /> : null}
      {status ? (
        <p className="pl-my-data__status" role="status">
          {status}
        </p>
      ) : null}
      <div className="pl-profile__actions">
        {newest?.status === 'ready' && newest.url ? (
          <a className="pl-btn" href={newest.url} download>
            Download the zip
          </a>
        ) : null}
        <BusyButton type="primary" busy={request.isPending || gathering} onClick={() => request.mutate()}>
          Download my data
        </BusyButton>
      </div>
    </section>
  );
}
