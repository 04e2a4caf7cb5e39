/** The README.txt at the top of every export: what each file is. */
export const EXPORT_README = `Your Podloom data
=================

This archive holds everything your Podloom account keeps. JSON files are UTF-8; times are ISO 8601 in UTC.

profile.json
  Your account: e-mail, names, phone, country, company details, when you signed up and confirmed.
  Your password is never included (only whether you sign in with one).

podcasts/<id>-<title>/
  podcast.json     the podcast: title, description, status, language, the settings it was made with
                   (speakers, voices, length, your sources and the citations found for it)
  transcript.txt   the script, as edited last
  files/           every file of the podcast: audio revisions, exports in each format, chapters,
                   clips, stems and mixdowns
podcasts/editor-projects.json
  your multitrack editor projects (tracks, clips, music, volumes)
podcasts/clips.json
  your audiograms: which podcast, which lines, the frame, whether it is a soundbite (the MP4s are in the
  podcast's files/clips/)
sources/sources.json
  your source library: each source's title, kind, address or file name, and the text taken from it
series/series.json
  your recurring series: the show, the addresses watched, the schedule, and every run with its outcome

shows/<slug>/
  show.json        the show's details (title, author, category, directory links)
  episodes.json    its episodes: titles, descriptions, dates, chapters, people
  feed.xml         the RSS feed exactly as podcast apps read it
  files/           the published episodes' audio, transcripts and chapters, and the cover art

analytics/<show>/episode-<id>.json
  per episode: downloads counted by the IAB Podcast Measurement v2.2 rules (by app and country) and
  plays in Podloom's own players. Listeners are never identified: only these totals are kept for you.

music/music.json and music/files/
  the music you uploaded (the beds Podloom made for everyone are listed but not copied)

voices/cloned-voices.json, voices/consents.json and voices/samples/
  your cloned voices, the consent you gave for each (the sentence, when, from which address) and the
  recordings they were made from

billing/payments.json
  your subscriptions, orders and payments (the payment gateway's raw replies are not included)
billing/invoices/<number>.pdf
  every invoice, as a PDF
`;
