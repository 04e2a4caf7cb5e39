/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query PublishedEpisodes {\n  episodes { episodeId podcastId title platform pubDate }\n}": typeof types.PublishedEpisodesDocument,
    "query EpisodeAnalytics($episodeId: Int, $period: String) {\n  episodeAnalytics(episodeId: $episodeId, period: $period) {\n    episodeId period totalPlays uniqueListeners downloads completionRate listeningTimeSeconds\n    countries { name count }\n    visitors { total new averageTimeSeconds days { date visitors new } }\n    devices { name count }\n    platforms { name count }\n    player { plays listeningTimeSeconds completionRate }\n    ageGroups { name count }\n    gender { name count }\n    unavailable { figure reason }\n  }\n}": typeof types.EpisodeAnalyticsDocument,
    "query ShowAnalytics($showId: String!, $period: String) {\n  showAnalytics(showId: $showId, period: $period) {\n    showId title period\n    totals { totalPlays downloads uniqueListeners player { plays } }\n    episodes { episodeId title published totalPlays downloads playerPlays }\n  }\n}": typeof types.ShowAnalyticsDocument,
    "query ApiTokens {\n  apiTokens { id name scopes hint createdAt expiresAt lastUsedAt }\n}": typeof types.ApiTokensDocument,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) { id token }\n}": typeof types.CreateApiTokenDocument,
    "mutation RevokeApiToken($id: Int!) { revokeApiToken(id: $id) }": typeof types.RevokeApiTokenDocument,
    "query EditorProject($podcastId: Int) {\n  editorProject(podcastId: $podcastId) { id podcastId name updatedAt speakers\n    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }\n}": typeof types.EditorProjectDocument,
    "mutation SaveEditorProject($input: SaveEditorProjectInput!) {\n  saveEditorProject(input: $input) { id podcastId name updatedAt speakers\n    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }\n}": typeof types.SaveEditorProjectDocument,
    "mutation ExportMixdown($projectId: Int!) {\n  exportMixdown(projectId: $projectId) { ref_id podcast_id batch_job_id eta }\n}": typeof types.ExportMixdownDocument,
    "query AllMusic {\n  allMusic { items { id musicName } }\n}": typeof types.AllMusicDocument,
    "query MusicPresignedUrl($musicId: Int!) {\n  musicPresignedUrl(musicId: $musicId) { musicPath presignedUrl }\n}": typeof types.MusicPresignedUrlDocument,
    "query PodcastPresignedUrl($podcastId: Int!) {\n  podcastPresignedUrl(podcastId: $podcastId) { podcastId presignedUrl error }\n}": typeof types.PodcastPresignedUrlDocument,
    "query PodcastPresignedUrlByBatchJobId($batchJobId: String!) {\n  podcastPresignedUrlByBatchJobId(batchJobId: $batchJobId) { podcastId presignedUrl error }\n}": typeof types.PodcastPresignedUrlByBatchJobIdDocument,
    "query RenderMusicLibrary {\n  allMusic { items { id musicName } }\n}": typeof types.RenderMusicLibraryDocument,
    "query PodcastMusicChoice($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId settings { music { intro bed outro bedVolume } } }\n}": typeof types.PodcastMusicChoiceDocument,
    "mutation SetPodcastMusic($input: PodcastMusicInput!) {\n  setPodcastMusic(input: $input) { podcastId settings { music { intro bed outro bedVolume } } }\n}": typeof types.SetPodcastMusicDocument,
    "query RenderMusicUrl($musicId: Int!) {\n  musicPresignedUrl(musicId: $musicId) { presignedUrl }\n}": typeof types.RenderMusicUrlDocument,
    "query Me {\n  me { id email given_name family_name phone_number country_code accountType companyName designation country state }\n}": typeof types.MeDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id email given_name family_name phone_number country_code accountType companyName designation country state\n  }\n}": typeof types.UpdateProfileDocument,
    "query MySubscription {\n  mySubscription {\n    planId planName priceText status autoRenew currentPeriodStart currentPeriodEnd nextRenewalDate graceUntil\n    minutesUsed minutesLimit voiceTiers longestEpisodeMinutes clonesLimit clonesUsed\n  }\n}": typeof types.MySubscriptionDocument,
    "mutation CancelSubscription {\n  cancelSubscription { planId planName status autoRenew currentPeriodEnd nextRenewalDate }\n}": typeof types.CancelSubscriptionDocument,
    "query UserPaymentTransactions($page: Int, $pageSize: Int) {\n  userPaymentTransactions(page: $page, pageSize: $pageSize) {\n    total\n    items {\n      transactionId orderId amountCharged amountIntended currencyCode taxAmount transactionStatus\n      initiatedAt completedAt createdAt invoiceId\n    }\n  }\n}": typeof types.UserPaymentTransactionsDocument,
    "mutation GenerateInvoice($transactionId: String!) {\n  generateInvoice(transactionId: $transactionId) { success message s3Bucket s3Key presignedUrl }\n}": typeof types.GenerateInvoiceDocument,
    "query PodcastClips($podcastId: Int!) {\n  clips(podcastId: $podcastId) { id status url aspect startTime duration fromLine toLine soundbite title error refId }\n}": typeof types.PodcastClipsDocument,
    "query ClipSuggestions($podcastId: Int!) {\n  clipSuggestions(podcastId: $podcastId) { fromLine toLine startTime duration reason }\n}": typeof types.ClipSuggestionsDocument,
    "mutation CreateClip($input: CreateClipInput!) {\n  createClip(input: $input) { clipId refId }\n}": typeof types.CreateClipDocument,
    "mutation DeleteClip($clipId: Int!) { deleteClip(clipId: $clipId) }": typeof types.DeleteClipDocument,
    "mutation ConvertAudio($input: ConvertAudioInput!) {\n  convertAudio(input: $input) { status message newFileUrl loudness { integrated truePeak range } }\n}": typeof types.ConvertAudioDocument,
    "query ExportOptions {\n  formats: featureOptions(featureKey: \"audio_format\") { name optionKey displayOrder }\n  qualities: featureOptions(featureKey: \"quality_of_audio\") { name optionKey displayOrder }\n}": typeof types.ExportOptionsDocument,
    "query PodcastLoudness($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId loudness { integrated truePeak range } }\n}": typeof types.PodcastLoudnessDocument,
    "query PodcastByBatchJobId($batchJobId: String!) {\n  podcastByBatchJobId(batchJobId: $batchJobId) { podcastId title transcript language }\n}": typeof types.PodcastByBatchJobIdDocument,
    "query DataExports {\n  dataExports { id status url expiresAt bytes error }\n}": typeof types.DataExportsDocument,
    "mutation RequestDataExport {\n  requestDataExport { exportId }\n}": typeof types.RequestDataExportDocument,
    "mutation DeleteAccount($password: String, $code: String) {\n  deleteAccount(password: $password, code: $code) { success message }\n}": typeof types.DeleteAccountDocument,
    "mutation RequestAccountDeletionCode {\n  requestAccountDeletionCode { success message }\n}": typeof types.RequestAccountDeletionCodeDocument,
    "query PodcastOptions {\n  languages: featureOptions(featureKey: \"language\") { name optionKey displayOrder }\n  speakers: featureOptions(featureKey: \"speakers\") { name optionKey displayOrder }\n  categories: featureOptions(featureKey: \"category\") { name optionKey displayOrder }\n  durations: featureOptions(featureKey: \"duration\") { name optionKey displayOrder }\n  tones: featureOptions(featureKey: \"tone\") { name optionKey displayOrder }\n}": typeof types.PodcastOptionsDocument,
    "query GetPopularTopics { getPopularTopics { items { id name ranking } } }": typeof types.GetPopularTopicsDocument,
    "query GetAllSubscriptions {\n  getAllSubscriptions {\n    subscriptions {\n      id name planDescription popularity displayOrder isCurrentPlan autoRenew nextRenewalDate\n      pricing { id amount billingCycle currencyCode priceDisplayTextOverride status }\n      featureLimits { featureId isEnabled textValue selectedOptionId numericLimit }\n    }\n  }\n}": typeof types.GetAllSubscriptionsDocument,
    "query PodcastPresignedUrlByPlatform($podcastId: Int!, $platform: String!) {\n  podcastPresignedUrlByPlatform(podcastId: $podcastId, platform: $platform) { presignedUrl expiry }\n}": typeof types.PodcastPresignedUrlByPlatformDocument,
    "mutation AddEpisode($userId: Int!, $platform: String!, $episode: EpisodeInput!) {\n  addEpisode(userId: $userId, platform: $platform, episode: $episode) { episodeId title link pubDate feedUrl }\n}": typeof types.AddEpisodeDocument,
    "mutation CreateRss($input: RssInput!) {\n  createRss(input: $input) { feedUrl feedId platform }\n}": typeof types.CreateRssDocument,
    "query RssFeeds {\n  rssFeeds {\n    feedId feedUrl platform podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor\n    podcastSummary ownerName ownerEmail explicit podcastImageUrl category lastBuildDate appleUrl spotifyUrl amazonUrl\n  }\n}": typeof types.RssFeedsDocument,
    "query AppleCategories { appleCategories { name subcategories } }": typeof types.AppleCategoriesDocument,
    "query PodcastForPublish($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId title description duration }\n}": typeof types.PodcastForPublishDocument,
    "query EpisodesForUnpublish {\n  episodes { episodeId podcastId platform title pubDate pageUrl embedCode status publishAt }\n}": typeof types.EpisodesForUnpublishDocument,
    "mutation UnpublishEpisode($episodeId: Int!) {\n  unpublishEpisode(episodeId: $episodeId) { episodeId published }\n}": typeof types.UnpublishEpisodeDocument,
    "query Shows {\n  shows {\n    id slug title feedUrl pageUrl episodeCount createdAt\n    scheduled { episodeId title publishAt }\n    destinations { platform platformName listingUrl submitUrl status }\n    podcasts { podcastId lastPublishedAt }\n    podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor podcastSummary\n    ownerName ownerEmail explicit podcastImageUrl category appleUrl spotifyUrl amazonUrl\n    locked fundingUrl fundingText txt { purpose value } aiDisclosure visibility\n  }\n}": typeof types.ShowsDocument,
    "query FeedAddress { feedAddress { publicUrl reachable problem } }": typeof types.FeedAddressDocument,
    "mutation UpdateShow($showId: String!, $input: ShowInput!) {\n  updateShow(showId: $showId, input: $input) { id title }\n}": typeof types.UpdateShowDocument,
    "mutation DeleteShow($showId: String!, $confirm: Boolean) {\n  deleteShow(showId: $showId, confirm: $confirm)\n}": typeof types.DeleteShowDocument,
    "mutation PublishEpisode($input: PublishEpisodeInput!) {\n  publishEpisode(input: $input) { episodeId showId platform feedUrl link title pubDate status publishAt }\n}": typeof types.PublishEpisodeDocument,
    "mutation SetListingLink($showId: String!, $platform: String!, $listingUrl: String) {\n  setListingLink(showId: $showId, platform: $platform, listingUrl: $listingUrl) { id }\n}": typeof types.SetListingLinkDocument,
    "query UserPodcasts($page: Int!, $pageSize: Int!, $filter: PodcastFilter) {\n  userPodcasts(page: $page, pageSize: $pageSize, filter: $filter) {\n    items {\n      podcastId title transcript createdAt language status error presignedUrl duration\n      settings { hostVoice guestVoice backchannels voices { speaker voice speed pitch } }\n      format focus sources { id title words }\n    }\n    pageInfo { hasNextPage hasPreviousPage totalPages totalItems currentPage }\n  }\n}": typeof types.UserPodcastsDocument,
    "mutation DeletePodcast($podcastId: Int!) {\n  deletePodcast(podcastId: $podcastId) { podcastId success message }\n}": typeof types.DeletePodcastDocument,
    "mutation UpdatePodcastTranscript($input: UpdatePodcastTranscriptInput!) {\n  updatePodcastTranscript(input: $input) { podcastId transcript }\n}": typeof types.UpdatePodcastTranscriptDocument,
    "query PodcastLineTimings($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { settings { lineTimings { index start end } } }\n}": typeof types.PodcastLineTimingsDocument,
    "query PodcastLineCitations($podcastId: Int!) {\n  podcast(podcastId: $podcastId) {\n    sources { id title url }\n    lines { index text citations { sourceId quote } unsupported }\n  }\n}": typeof types.PodcastLineCitationsDocument,
    "query SeriesList {\n  series {\n    id name showId sources cadence weekday time timeZone format duration tone language\n    host guest hostVoice guestVoice autoPublish nextRunAt createdAt\n  }\n}": typeof types.SeriesListDocument,
    "query SeriesRuns($id: Int!) {\n  seriesRuns(id: $id) { id status message startedAt finishedAt podcastId items { title link } }\n}": typeof types.SeriesRunsDocument,
    "mutation CreateSeries($input: SeriesInput!) { createSeries(input: $input) { id } }": typeof types.CreateSeriesDocument,
    "mutation UpdateSeries($id: Int!, $input: SeriesInput!) {\n  updateSeries(id: $id, input: $input) { id }\n}": typeof types.UpdateSeriesDocument,
    "mutation DeleteSeries($id: Int!) { deleteSeries(id: $id) }": typeof types.DeleteSeriesDocument,
    "mutation RunSeries($id: Int!) { runSeries(id: $id) { id status } }": typeof types.RunSeriesDocument,
    "mutation ApproveSeriesRun($runId: Int!) { approveSeriesRun(runId: $runId) { id status } }": typeof types.ApproveSeriesRunDocument,
    "query Listeners($showId: String!) {\n  listeners(showId: $showId) { id name email createdAt lastFetchAt downloads revoked feedUrl }\n}": typeof types.ListenersDocument,
    "mutation AddListener($showId: String!, $name: String!, $email: String!) {\n  addListener(showId: $showId, name: $name, email: $email) { listenerId feedUrl mailed mailNote }\n}": typeof types.AddListenerDocument,
    "mutation RevokeListener($listenerId: String!) {\n  revokeListener(listenerId: $listenerId) { id revoked }\n}": typeof types.RevokeListenerDocument,
    "mutation RotateListener($listenerId: String!) {\n  rotateListener(listenerId: $listenerId) { listenerId feedUrl mailed mailNote }\n}": typeof types.RotateListenerDocument,
    "query LibrarySources($page: Int!, $pageSize: Int!) {\n  sources(page: $page, pageSize: $pageSize) {\n    items { id title kind url fileName words createdAt }\n    pageInfo { currentPage totalPages totalItems hasNextPage hasPreviousPage }\n  }\n}": typeof types.LibrarySourcesDocument,
    "query LibrarySourceText($id: Int!) { source(id: $id) { id title text words } }": typeof types.LibrarySourceTextDocument,
    "mutation RenameLibrarySource($id: Int!, $title: String!) {\n  renameSource(id: $id, title: $title) { id title }\n}": typeof types.RenameLibrarySourceDocument,
    "mutation DeleteLibrarySource($id: Int!) { deleteSource(id: $id) { id success } }": typeof types.DeleteLibrarySourceDocument,
    "mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) { ticketId status submissionDate }\n}": typeof types.CreateSupportTicketDocument,
    "mutation NameClonedVoice($optionKey: String!, $name: String!, $gender: String!) {\n  nameClonedVoice(optionKey: $optionKey, name: $name, gender: $gender) {\n    voice { optionKey name gender named }\n  }\n}": typeof types.NameClonedVoiceDocument,
    "mutation DeleteClonedVoice($optionKey: String!) {\n  deleteClonedVoice(optionKey: $optionKey) { success }\n}": typeof types.DeleteClonedVoiceDocument,
    "query Pronunciations {\n  pronunciations { id text sayAs language }\n}": typeof types.PronunciationsDocument,
    "mutation SetPronunciation($input: PronunciationInput!) {\n  setPronunciation(input: $input) { id text sayAs language }\n}": typeof types.SetPronunciationDocument,
    "mutation DeletePronunciation($id: Int!) {\n  deletePronunciation(id: $id) { success }\n}": typeof types.DeletePronunciationDocument,
    "query Voices($languageCode: String) {\n  featureOptions(featureKey: \"voices\", languageCode: $languageCode) {\n    name optionKey displayOrder voice { name gender voice_type }\n  }\n}": typeof types.VoicesDocument,
    "query VoicePreview($optionKey: String!) { voicePreview(optionKey: $optionKey) { url } }": typeof types.VoicePreviewDocument,
    "query PronunciationPreview($id: Int!, $optionKey: String!) { pronunciationPreview(id: $id, optionKey: $optionKey) { url } }": typeof types.PronunciationPreviewDocument,
    "query WebhookEndpoints {\n  webhookEndpoints { id url events createdAt }\n}": typeof types.WebhookEndpointsDocument,
    "query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    id event status attempts createdAt lastAttemptAt nextAttemptAt lastStatus lastResponse\n  }\n}": typeof types.WebhookDeliveriesDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) { id secret }\n}": typeof types.CreateWebhookEndpointDocument,
    "mutation DeleteWebhookEndpoint($id: Int!) { deleteWebhookEndpoint(id: $id) }": typeof types.DeleteWebhookEndpointDocument,
    "mutation RedeliverWebhook($deliveryId: Int!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}": typeof types.RedeliverWebhookDocument,
};
const documents: Documents = {
    "query PublishedEpisodes {\n  episodes { episodeId podcastId title platform pubDate }\n}": types.PublishedEpisodesDocument,
    "query EpisodeAnalytics($episodeId: Int, $period: String) {\n  episodeAnalytics(episodeId: $episodeId, period: $period) {\n    episodeId period totalPlays uniqueListeners downloads completionRate listeningTimeSeconds\n    countries { name count }\n    visitors { total new averageTimeSeconds days { date visitors new } }\n    devices { name count }\n    platforms { name count }\n    player { plays listeningTimeSeconds completionRate }\n    ageGroups { name count }\n    gender { name count }\n    unavailable { figure reason }\n  }\n}": types.EpisodeAnalyticsDocument,
    "query ShowAnalytics($showId: String!, $period: String) {\n  showAnalytics(showId: $showId, period: $period) {\n    showId title period\n    totals { totalPlays downloads uniqueListeners player { plays } }\n    episodes { episodeId title published totalPlays downloads playerPlays }\n  }\n}": types.ShowAnalyticsDocument,
    "query ApiTokens {\n  apiTokens { id name scopes hint createdAt expiresAt lastUsedAt }\n}": types.ApiTokensDocument,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) { id token }\n}": types.CreateApiTokenDocument,
    "mutation RevokeApiToken($id: Int!) { revokeApiToken(id: $id) }": types.RevokeApiTokenDocument,
    "query EditorProject($podcastId: Int) {\n  editorProject(podcastId: $podcastId) { id podcastId name updatedAt speakers\n    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }\n}": types.EditorProjectDocument,
    "mutation SaveEditorProject($input: SaveEditorProjectInput!) {\n  saveEditorProject(input: $input) { id podcastId name updatedAt speakers\n    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }\n}": types.SaveEditorProjectDocument,
    "mutation ExportMixdown($projectId: Int!) {\n  exportMixdown(projectId: $projectId) { ref_id podcast_id batch_job_id eta }\n}": types.ExportMixdownDocument,
    "query AllMusic {\n  allMusic { items { id musicName } }\n}": types.AllMusicDocument,
    "query MusicPresignedUrl($musicId: Int!) {\n  musicPresignedUrl(musicId: $musicId) { musicPath presignedUrl }\n}": types.MusicPresignedUrlDocument,
    "query PodcastPresignedUrl($podcastId: Int!) {\n  podcastPresignedUrl(podcastId: $podcastId) { podcastId presignedUrl error }\n}": types.PodcastPresignedUrlDocument,
    "query PodcastPresignedUrlByBatchJobId($batchJobId: String!) {\n  podcastPresignedUrlByBatchJobId(batchJobId: $batchJobId) { podcastId presignedUrl error }\n}": types.PodcastPresignedUrlByBatchJobIdDocument,
    "query RenderMusicLibrary {\n  allMusic { items { id musicName } }\n}": types.RenderMusicLibraryDocument,
    "query PodcastMusicChoice($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId settings { music { intro bed outro bedVolume } } }\n}": types.PodcastMusicChoiceDocument,
    "mutation SetPodcastMusic($input: PodcastMusicInput!) {\n  setPodcastMusic(input: $input) { podcastId settings { music { intro bed outro bedVolume } } }\n}": types.SetPodcastMusicDocument,
    "query RenderMusicUrl($musicId: Int!) {\n  musicPresignedUrl(musicId: $musicId) { presignedUrl }\n}": types.RenderMusicUrlDocument,
    "query Me {\n  me { id email given_name family_name phone_number country_code accountType companyName designation country state }\n}": types.MeDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id email given_name family_name phone_number country_code accountType companyName designation country state\n  }\n}": types.UpdateProfileDocument,
    "query MySubscription {\n  mySubscription {\n    planId planName priceText status autoRenew currentPeriodStart currentPeriodEnd nextRenewalDate graceUntil\n    minutesUsed minutesLimit voiceTiers longestEpisodeMinutes clonesLimit clonesUsed\n  }\n}": types.MySubscriptionDocument,
    "mutation CancelSubscription {\n  cancelSubscription { planId planName status autoRenew currentPeriodEnd nextRenewalDate }\n}": types.CancelSubscriptionDocument,
    "query UserPaymentTransactions($page: Int, $pageSize: Int) {\n  userPaymentTransactions(page: $page, pageSize: $pageSize) {\n    total\n    items {\n      transactionId orderId amountCharged amountIntended currencyCode taxAmount transactionStatus\n      initiatedAt completedAt createdAt invoiceId\n    }\n  }\n}": types.UserPaymentTransactionsDocument,
    "mutation GenerateInvoice($transactionId: String!) {\n  generateInvoice(transactionId: $transactionId) { success message s3Bucket s3Key presignedUrl }\n}": types.GenerateInvoiceDocument,
    "query PodcastClips($podcastId: Int!) {\n  clips(podcastId: $podcastId) { id status url aspect startTime duration fromLine toLine soundbite title error refId }\n}": types.PodcastClipsDocument,
    "query ClipSuggestions($podcastId: Int!) {\n  clipSuggestions(podcastId: $podcastId) { fromLine toLine startTime duration reason }\n}": types.ClipSuggestionsDocument,
    "mutation CreateClip($input: CreateClipInput!) {\n  createClip(input: $input) { clipId refId }\n}": types.CreateClipDocument,
    "mutation DeleteClip($clipId: Int!) { deleteClip(clipId: $clipId) }": types.DeleteClipDocument,
    "mutation ConvertAudio($input: ConvertAudioInput!) {\n  convertAudio(input: $input) { status message newFileUrl loudness { integrated truePeak range } }\n}": types.ConvertAudioDocument,
    "query ExportOptions {\n  formats: featureOptions(featureKey: \"audio_format\") { name optionKey displayOrder }\n  qualities: featureOptions(featureKey: \"quality_of_audio\") { name optionKey displayOrder }\n}": types.ExportOptionsDocument,
    "query PodcastLoudness($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId loudness { integrated truePeak range } }\n}": types.PodcastLoudnessDocument,
    "query PodcastByBatchJobId($batchJobId: String!) {\n  podcastByBatchJobId(batchJobId: $batchJobId) { podcastId title transcript language }\n}": types.PodcastByBatchJobIdDocument,
    "query DataExports {\n  dataExports { id status url expiresAt bytes error }\n}": types.DataExportsDocument,
    "mutation RequestDataExport {\n  requestDataExport { exportId }\n}": types.RequestDataExportDocument,
    "mutation DeleteAccount($password: String, $code: String) {\n  deleteAccount(password: $password, code: $code) { success message }\n}": types.DeleteAccountDocument,
    "mutation RequestAccountDeletionCode {\n  requestAccountDeletionCode { success message }\n}": types.RequestAccountDeletionCodeDocument,
    "query PodcastOptions {\n  languages: featureOptions(featureKey: \"language\") { name optionKey displayOrder }\n  speakers: featureOptions(featureKey: \"speakers\") { name optionKey displayOrder }\n  categories: featureOptions(featureKey: \"category\") { name optionKey displayOrder }\n  durations: featureOptions(featureKey: \"duration\") { name optionKey displayOrder }\n  tones: featureOptions(featureKey: \"tone\") { name optionKey displayOrder }\n}": types.PodcastOptionsDocument,
    "query GetPopularTopics { getPopularTopics { items { id name ranking } } }": types.GetPopularTopicsDocument,
    "query GetAllSubscriptions {\n  getAllSubscriptions {\n    subscriptions {\n      id name planDescription popularity displayOrder isCurrentPlan autoRenew nextRenewalDate\n      pricing { id amount billingCycle currencyCode priceDisplayTextOverride status }\n      featureLimits { featureId isEnabled textValue selectedOptionId numericLimit }\n    }\n  }\n}": types.GetAllSubscriptionsDocument,
    "query PodcastPresignedUrlByPlatform($podcastId: Int!, $platform: String!) {\n  podcastPresignedUrlByPlatform(podcastId: $podcastId, platform: $platform) { presignedUrl expiry }\n}": types.PodcastPresignedUrlByPlatformDocument,
    "mutation AddEpisode($userId: Int!, $platform: String!, $episode: EpisodeInput!) {\n  addEpisode(userId: $userId, platform: $platform, episode: $episode) { episodeId title link pubDate feedUrl }\n}": types.AddEpisodeDocument,
    "mutation CreateRss($input: RssInput!) {\n  createRss(input: $input) { feedUrl feedId platform }\n}": types.CreateRssDocument,
    "query RssFeeds {\n  rssFeeds {\n    feedId feedUrl platform podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor\n    podcastSummary ownerName ownerEmail explicit podcastImageUrl category lastBuildDate appleUrl spotifyUrl amazonUrl\n  }\n}": types.RssFeedsDocument,
    "query AppleCategories { appleCategories { name subcategories } }": types.AppleCategoriesDocument,
    "query PodcastForPublish($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId title description duration }\n}": types.PodcastForPublishDocument,
    "query EpisodesForUnpublish {\n  episodes { episodeId podcastId platform title pubDate pageUrl embedCode status publishAt }\n}": types.EpisodesForUnpublishDocument,
    "mutation UnpublishEpisode($episodeId: Int!) {\n  unpublishEpisode(episodeId: $episodeId) { episodeId published }\n}": types.UnpublishEpisodeDocument,
    "query Shows {\n  shows {\n    id slug title feedUrl pageUrl episodeCount createdAt\n    scheduled { episodeId title publishAt }\n    destinations { platform platformName listingUrl submitUrl status }\n    podcasts { podcastId lastPublishedAt }\n    podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor podcastSummary\n    ownerName ownerEmail explicit podcastImageUrl category appleUrl spotifyUrl amazonUrl\n    locked fundingUrl fundingText txt { purpose value } aiDisclosure visibility\n  }\n}": types.ShowsDocument,
    "query FeedAddress { feedAddress { publicUrl reachable problem } }": types.FeedAddressDocument,
    "mutation UpdateShow($showId: String!, $input: ShowInput!) {\n  updateShow(showId: $showId, input: $input) { id title }\n}": types.UpdateShowDocument,
    "mutation DeleteShow($showId: String!, $confirm: Boolean) {\n  deleteShow(showId: $showId, confirm: $confirm)\n}": types.DeleteShowDocument,
    "mutation PublishEpisode($input: PublishEpisodeInput!) {\n  publishEpisode(input: $input) { episodeId showId platform feedUrl link title pubDate status publishAt }\n}": types.PublishEpisodeDocument,
    "mutation SetListingLink($showId: String!, $platform: String!, $listingUrl: String) {\n  setListingLink(showId: $showId, platform: $platform, listingUrl: $listingUrl) { id }\n}": types.SetListingLinkDocument,
    "query UserPodcasts($page: Int!, $pageSize: Int!, $filter: PodcastFilter) {\n  userPodcasts(page: $page, pageSize: $pageSize, filter: $filter) {\n    items {\n      podcastId title transcript createdAt language status error presignedUrl duration\n      settings { hostVoice guestVoice backchannels voices { speaker voice speed pitch } }\n      format focus sources { id title words }\n    }\n    pageInfo { hasNextPage hasPreviousPage totalPages totalItems currentPage }\n  }\n}": types.UserPodcastsDocument,
    "mutation DeletePodcast($podcastId: Int!) {\n  deletePodcast(podcastId: $podcastId) { podcastId success message }\n}": types.DeletePodcastDocument,
    "mutation UpdatePodcastTranscript($input: UpdatePodcastTranscriptInput!) {\n  updatePodcastTranscript(input: $input) { podcastId transcript }\n}": types.UpdatePodcastTranscriptDocument,
    "query PodcastLineTimings($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { settings { lineTimings { index start end } } }\n}": types.PodcastLineTimingsDocument,
    "query PodcastLineCitations($podcastId: Int!) {\n  podcast(podcastId: $podcastId) {\n    sources { id title url }\n    lines { index text citations { sourceId quote } unsupported }\n  }\n}": types.PodcastLineCitationsDocument,
    "query SeriesList {\n  series {\n    id name showId sources cadence weekday time timeZone format duration tone language\n    host guest hostVoice guestVoice autoPublish nextRunAt createdAt\n  }\n}": types.SeriesListDocument,
    "query SeriesRuns($id: Int!) {\n  seriesRuns(id: $id) { id status message startedAt finishedAt podcastId items { title link } }\n}": types.SeriesRunsDocument,
    "mutation CreateSeries($input: SeriesInput!) { createSeries(input: $input) { id } }": types.CreateSeriesDocument,
    "mutation UpdateSeries($id: Int!, $input: SeriesInput!) {\n  updateSeries(id: $id, input: $input) { id }\n}": types.UpdateSeriesDocument,
    "mutation DeleteSeries($id: Int!) { deleteSeries(id: $id) }": types.DeleteSeriesDocument,
    "mutation RunSeries($id: Int!) { runSeries(id: $id) { id status } }": types.RunSeriesDocument,
    "mutation ApproveSeriesRun($runId: Int!) { approveSeriesRun(runId: $runId) { id status } }": types.ApproveSeriesRunDocument,
    "query Listeners($showId: String!) {\n  listeners(showId: $showId) { id name email createdAt lastFetchAt downloads revoked feedUrl }\n}": types.ListenersDocument,
    "mutation AddListener($showId: String!, $name: String!, $email: String!) {\n  addListener(showId: $showId, name: $name, email: $email) { listenerId feedUrl mailed mailNote }\n}": types.AddListenerDocument,
    "mutation RevokeListener($listenerId: String!) {\n  revokeListener(listenerId: $listenerId) { id revoked }\n}": types.RevokeListenerDocument,
    "mutation RotateListener($listenerId: String!) {\n  rotateListener(listenerId: $listenerId) { listenerId feedUrl mailed mailNote }\n}": types.RotateListenerDocument,
    "query LibrarySources($page: Int!, $pageSize: Int!) {\n  sources(page: $page, pageSize: $pageSize) {\n    items { id title kind url fileName words createdAt }\n    pageInfo { currentPage totalPages totalItems hasNextPage hasPreviousPage }\n  }\n}": types.LibrarySourcesDocument,
    "query LibrarySourceText($id: Int!) { source(id: $id) { id title text words } }": types.LibrarySourceTextDocument,
    "mutation RenameLibrarySource($id: Int!, $title: String!) {\n  renameSource(id: $id, title: $title) { id title }\n}": types.RenameLibrarySourceDocument,
    "mutation DeleteLibrarySource($id: Int!) { deleteSource(id: $id) { id success } }": types.DeleteLibrarySourceDocument,
    "mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) { ticketId status submissionDate }\n}": types.CreateSupportTicketDocument,
    "mutation NameClonedVoice($optionKey: String!, $name: String!, $gender: String!) {\n  nameClonedVoice(optionKey: $optionKey, name: $name, gender: $gender) {\n    voice { optionKey name gender named }\n  }\n}": types.NameClonedVoiceDocument,
    "mutation DeleteClonedVoice($optionKey: String!) {\n  deleteClonedVoice(optionKey: $optionKey) { success }\n}": types.DeleteClonedVoiceDocument,
    "query Pronunciations {\n  pronunciations { id text sayAs language }\n}": types.PronunciationsDocument,
    "mutation SetPronunciation($input: PronunciationInput!) {\n  setPronunciation(input: $input) { id text sayAs language }\n}": types.SetPronunciationDocument,
    "mutation DeletePronunciation($id: Int!) {\n  deletePronunciation(id: $id) { success }\n}": types.DeletePronunciationDocument,
    "query Voices($languageCode: String) {\n  featureOptions(featureKey: \"voices\", languageCode: $languageCode) {\n    name optionKey displayOrder voice { name gender voice_type }\n  }\n}": types.VoicesDocument,
    "query VoicePreview($optionKey: String!) { voicePreview(optionKey: $optionKey) { url } }": types.VoicePreviewDocument,
    "query PronunciationPreview($id: Int!, $optionKey: String!) { pronunciationPreview(id: $id, optionKey: $optionKey) { url } }": types.PronunciationPreviewDocument,
    "query WebhookEndpoints {\n  webhookEndpoints { id url events createdAt }\n}": types.WebhookEndpointsDocument,
    "query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    id event status attempts createdAt lastAttemptAt nextAttemptAt lastStatus lastResponse\n  }\n}": types.WebhookDeliveriesDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) { id secret }\n}": types.CreateWebhookEndpointDocument,
    "mutation DeleteWebhookEndpoint($id: Int!) { deleteWebhookEndpoint(id: $id) }": types.DeleteWebhookEndpointDocument,
    "mutation RedeliverWebhook($deliveryId: Int!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}": types.RedeliverWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublishedEpisodes {\n  episodes { episodeId podcastId title platform pubDate }\n}"): typeof import('./graphql').PublishedEpisodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EpisodeAnalytics($episodeId: Int, $period: String) {\n  episodeAnalytics(episodeId: $episodeId, period: $period) {\n    episodeId period totalPlays uniqueListeners downloads completionRate listeningTimeSeconds\n    countries { name count }\n    visitors { total new averageTimeSeconds days { date visitors new } }\n    devices { name count }\n    platforms { name count }\n    player { plays listeningTimeSeconds completionRate }\n    ageGroups { name count }\n    gender { name count }\n    unavailable { figure reason }\n  }\n}"): typeof import('./graphql').EpisodeAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShowAnalytics($showId: String!, $period: String) {\n  showAnalytics(showId: $showId, period: $period) {\n    showId title period\n    totals { totalPlays downloads uniqueListeners player { plays } }\n    episodes { episodeId title published totalPlays downloads playerPlays }\n  }\n}"): typeof import('./graphql').ShowAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiTokens {\n  apiTokens { id name scopes hint createdAt expiresAt lastUsedAt }\n}"): typeof import('./graphql').ApiTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) { id token }\n}"): typeof import('./graphql').CreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiToken($id: Int!) { revokeApiToken(id: $id) }"): typeof import('./graphql').RevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorProject($podcastId: Int) {\n  editorProject(podcastId: $podcastId) { id podcastId name updatedAt speakers\n    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }\n}"): typeof import('./graphql').EditorProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveEditorProject($input: SaveEditorProjectInput!) {\n  saveEditorProject(input: $input) { id podcastId name updatedAt speakers\n    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }\n}"): typeof import('./graphql').SaveEditorProjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportMixdown($projectId: Int!) {\n  exportMixdown(projectId: $projectId) { ref_id podcast_id batch_job_id eta }\n}"): typeof import('./graphql').ExportMixdownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllMusic {\n  allMusic { items { id musicName } }\n}"): typeof import('./graphql').AllMusicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MusicPresignedUrl($musicId: Int!) {\n  musicPresignedUrl(musicId: $musicId) { musicPath presignedUrl }\n}"): typeof import('./graphql').MusicPresignedUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastPresignedUrl($podcastId: Int!) {\n  podcastPresignedUrl(podcastId: $podcastId) { podcastId presignedUrl error }\n}"): typeof import('./graphql').PodcastPresignedUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastPresignedUrlByBatchJobId($batchJobId: String!) {\n  podcastPresignedUrlByBatchJobId(batchJobId: $batchJobId) { podcastId presignedUrl error }\n}"): typeof import('./graphql').PodcastPresignedUrlByBatchJobIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RenderMusicLibrary {\n  allMusic { items { id musicName } }\n}"): typeof import('./graphql').RenderMusicLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastMusicChoice($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId settings { music { intro bed outro bedVolume } } }\n}"): typeof import('./graphql').PodcastMusicChoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPodcastMusic($input: PodcastMusicInput!) {\n  setPodcastMusic(input: $input) { podcastId settings { music { intro bed outro bedVolume } } }\n}"): typeof import('./graphql').SetPodcastMusicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RenderMusicUrl($musicId: Int!) {\n  musicPresignedUrl(musicId: $musicId) { presignedUrl }\n}"): typeof import('./graphql').RenderMusicUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me { id email given_name family_name phone_number country_code accountType companyName designation country state }\n}"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    id email given_name family_name phone_number country_code accountType companyName designation country state\n  }\n}"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySubscription {\n  mySubscription {\n    planId planName priceText status autoRenew currentPeriodStart currentPeriodEnd nextRenewalDate graceUntil\n    minutesUsed minutesLimit voiceTiers longestEpisodeMinutes clonesLimit clonesUsed\n  }\n}"): typeof import('./graphql').MySubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelSubscription {\n  cancelSubscription { planId planName status autoRenew currentPeriodEnd nextRenewalDate }\n}"): typeof import('./graphql').CancelSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserPaymentTransactions($page: Int, $pageSize: Int) {\n  userPaymentTransactions(page: $page, pageSize: $pageSize) {\n    total\n    items {\n      transactionId orderId amountCharged amountIntended currencyCode taxAmount transactionStatus\n      initiatedAt completedAt createdAt invoiceId\n    }\n  }\n}"): typeof import('./graphql').UserPaymentTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateInvoice($transactionId: String!) {\n  generateInvoice(transactionId: $transactionId) { success message s3Bucket s3Key presignedUrl }\n}"): typeof import('./graphql').GenerateInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastClips($podcastId: Int!) {\n  clips(podcastId: $podcastId) { id status url aspect startTime duration fromLine toLine soundbite title error refId }\n}"): typeof import('./graphql').PodcastClipsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClipSuggestions($podcastId: Int!) {\n  clipSuggestions(podcastId: $podcastId) { fromLine toLine startTime duration reason }\n}"): typeof import('./graphql').ClipSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateClip($input: CreateClipInput!) {\n  createClip(input: $input) { clipId refId }\n}"): typeof import('./graphql').CreateClipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteClip($clipId: Int!) { deleteClip(clipId: $clipId) }"): typeof import('./graphql').DeleteClipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConvertAudio($input: ConvertAudioInput!) {\n  convertAudio(input: $input) { status message newFileUrl loudness { integrated truePeak range } }\n}"): typeof import('./graphql').ConvertAudioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportOptions {\n  formats: featureOptions(featureKey: \"audio_format\") { name optionKey displayOrder }\n  qualities: featureOptions(featureKey: \"quality_of_audio\") { name optionKey displayOrder }\n}"): typeof import('./graphql').ExportOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastLoudness($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId loudness { integrated truePeak range } }\n}"): typeof import('./graphql').PodcastLoudnessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastByBatchJobId($batchJobId: String!) {\n  podcastByBatchJobId(batchJobId: $batchJobId) { podcastId title transcript language }\n}"): typeof import('./graphql').PodcastByBatchJobIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DataExports {\n  dataExports { id status url expiresAt bytes error }\n}"): typeof import('./graphql').DataExportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestDataExport {\n  requestDataExport { exportId }\n}"): typeof import('./graphql').RequestDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($password: String, $code: String) {\n  deleteAccount(password: $password, code: $code) { success message }\n}"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestAccountDeletionCode {\n  requestAccountDeletionCode { success message }\n}"): typeof import('./graphql').RequestAccountDeletionCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastOptions {\n  languages: featureOptions(featureKey: \"language\") { name optionKey displayOrder }\n  speakers: featureOptions(featureKey: \"speakers\") { name optionKey displayOrder }\n  categories: featureOptions(featureKey: \"category\") { name optionKey displayOrder }\n  durations: featureOptions(featureKey: \"duration\") { name optionKey displayOrder }\n  tones: featureOptions(featureKey: \"tone\") { name optionKey displayOrder }\n}"): typeof import('./graphql').PodcastOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPopularTopics { getPopularTopics { items { id name ranking } } }"): typeof import('./graphql').GetPopularTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAllSubscriptions {\n  getAllSubscriptions {\n    subscriptions {\n      id name planDescription popularity displayOrder isCurrentPlan autoRenew nextRenewalDate\n      pricing { id amount billingCycle currencyCode priceDisplayTextOverride status }\n      featureLimits { featureId isEnabled textValue selectedOptionId numericLimit }\n    }\n  }\n}"): typeof import('./graphql').GetAllSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastPresignedUrlByPlatform($podcastId: Int!, $platform: String!) {\n  podcastPresignedUrlByPlatform(podcastId: $podcastId, platform: $platform) { presignedUrl expiry }\n}"): typeof import('./graphql').PodcastPresignedUrlByPlatformDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddEpisode($userId: Int!, $platform: String!, $episode: EpisodeInput!) {\n  addEpisode(userId: $userId, platform: $platform, episode: $episode) { episodeId title link pubDate feedUrl }\n}"): typeof import('./graphql').AddEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRss($input: RssInput!) {\n  createRss(input: $input) { feedUrl feedId platform }\n}"): typeof import('./graphql').CreateRssDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RssFeeds {\n  rssFeeds {\n    feedId feedUrl platform podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor\n    podcastSummary ownerName ownerEmail explicit podcastImageUrl category lastBuildDate appleUrl spotifyUrl amazonUrl\n  }\n}"): typeof import('./graphql').RssFeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppleCategories { appleCategories { name subcategories } }"): typeof import('./graphql').AppleCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastForPublish($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { podcastId title description duration }\n}"): typeof import('./graphql').PodcastForPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EpisodesForUnpublish {\n  episodes { episodeId podcastId platform title pubDate pageUrl embedCode status publishAt }\n}"): typeof import('./graphql').EpisodesForUnpublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnpublishEpisode($episodeId: Int!) {\n  unpublishEpisode(episodeId: $episodeId) { episodeId published }\n}"): typeof import('./graphql').UnpublishEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Shows {\n  shows {\n    id slug title feedUrl pageUrl episodeCount createdAt\n    scheduled { episodeId title publishAt }\n    destinations { platform platformName listingUrl submitUrl status }\n    podcasts { podcastId lastPublishedAt }\n    podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor podcastSummary\n    ownerName ownerEmail explicit podcastImageUrl category appleUrl spotifyUrl amazonUrl\n    locked fundingUrl fundingText txt { purpose value } aiDisclosure visibility\n  }\n}"): typeof import('./graphql').ShowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedAddress { feedAddress { publicUrl reachable problem } }"): typeof import('./graphql').FeedAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShow($showId: String!, $input: ShowInput!) {\n  updateShow(showId: $showId, input: $input) { id title }\n}"): typeof import('./graphql').UpdateShowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShow($showId: String!, $confirm: Boolean) {\n  deleteShow(showId: $showId, confirm: $confirm)\n}"): typeof import('./graphql').DeleteShowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishEpisode($input: PublishEpisodeInput!) {\n  publishEpisode(input: $input) { episodeId showId platform feedUrl link title pubDate status publishAt }\n}"): typeof import('./graphql').PublishEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetListingLink($showId: String!, $platform: String!, $listingUrl: String) {\n  setListingLink(showId: $showId, platform: $platform, listingUrl: $listingUrl) { id }\n}"): typeof import('./graphql').SetListingLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserPodcasts($page: Int!, $pageSize: Int!, $filter: PodcastFilter) {\n  userPodcasts(page: $page, pageSize: $pageSize, filter: $filter) {\n    items {\n      podcastId title transcript createdAt language status error presignedUrl duration\n      settings { hostVoice guestVoice backchannels voices { speaker voice speed pitch } }\n      format focus sources { id title words }\n    }\n    pageInfo { hasNextPage hasPreviousPage totalPages totalItems currentPage }\n  }\n}"): typeof import('./graphql').UserPodcastsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePodcast($podcastId: Int!) {\n  deletePodcast(podcastId: $podcastId) { podcastId success message }\n}"): typeof import('./graphql').DeletePodcastDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePodcastTranscript($input: UpdatePodcastTranscriptInput!) {\n  updatePodcastTranscript(input: $input) { podcastId transcript }\n}"): typeof import('./graphql').UpdatePodcastTranscriptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastLineTimings($podcastId: Int!) {\n  podcast(podcastId: $podcastId) { settings { lineTimings { index start end } } }\n}"): typeof import('./graphql').PodcastLineTimingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PodcastLineCitations($podcastId: Int!) {\n  podcast(podcastId: $podcastId) {\n    sources { id title url }\n    lines { index text citations { sourceId quote } unsupported }\n  }\n}"): typeof import('./graphql').PodcastLineCitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeriesList {\n  series {\n    id name showId sources cadence weekday time timeZone format duration tone language\n    host guest hostVoice guestVoice autoPublish nextRunAt createdAt\n  }\n}"): typeof import('./graphql').SeriesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeriesRuns($id: Int!) {\n  seriesRuns(id: $id) { id status message startedAt finishedAt podcastId items { title link } }\n}"): typeof import('./graphql').SeriesRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSeries($input: SeriesInput!) { createSeries(input: $input) { id } }"): typeof import('./graphql').CreateSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSeries($id: Int!, $input: SeriesInput!) {\n  updateSeries(id: $id, input: $input) { id }\n}"): typeof import('./graphql').UpdateSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSeries($id: Int!) { deleteSeries(id: $id) }"): typeof import('./graphql').DeleteSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RunSeries($id: Int!) { runSeries(id: $id) { id status } }"): typeof import('./graphql').RunSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveSeriesRun($runId: Int!) { approveSeriesRun(runId: $runId) { id status } }"): typeof import('./graphql').ApproveSeriesRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Listeners($showId: String!) {\n  listeners(showId: $showId) { id name email createdAt lastFetchAt downloads revoked feedUrl }\n}"): typeof import('./graphql').ListenersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddListener($showId: String!, $name: String!, $email: String!) {\n  addListener(showId: $showId, name: $name, email: $email) { listenerId feedUrl mailed mailNote }\n}"): typeof import('./graphql').AddListenerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeListener($listenerId: String!) {\n  revokeListener(listenerId: $listenerId) { id revoked }\n}"): typeof import('./graphql').RevokeListenerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RotateListener($listenerId: String!) {\n  rotateListener(listenerId: $listenerId) { listenerId feedUrl mailed mailNote }\n}"): typeof import('./graphql').RotateListenerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrarySources($page: Int!, $pageSize: Int!) {\n  sources(page: $page, pageSize: $pageSize) {\n    items { id title kind url fileName words createdAt }\n    pageInfo { currentPage totalPages totalItems hasNextPage hasPreviousPage }\n  }\n}"): typeof import('./graphql').LibrarySourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibrarySourceText($id: Int!) { source(id: $id) { id title text words } }"): typeof import('./graphql').LibrarySourceTextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenameLibrarySource($id: Int!, $title: String!) {\n  renameSource(id: $id, title: $title) { id title }\n}"): typeof import('./graphql').RenameLibrarySourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteLibrarySource($id: Int!) { deleteSource(id: $id) { id success } }"): typeof import('./graphql').DeleteLibrarySourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) { ticketId status submissionDate }\n}"): typeof import('./graphql').CreateSupportTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NameClonedVoice($optionKey: String!, $name: String!, $gender: String!) {\n  nameClonedVoice(optionKey: $optionKey, name: $name, gender: $gender) {\n    voice { optionKey name gender named }\n  }\n}"): typeof import('./graphql').NameClonedVoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteClonedVoice($optionKey: String!) {\n  deleteClonedVoice(optionKey: $optionKey) { success }\n}"): typeof import('./graphql').DeleteClonedVoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Pronunciations {\n  pronunciations { id text sayAs language }\n}"): typeof import('./graphql').PronunciationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPronunciation($input: PronunciationInput!) {\n  setPronunciation(input: $input) { id text sayAs language }\n}"): typeof import('./graphql').SetPronunciationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePronunciation($id: Int!) {\n  deletePronunciation(id: $id) { success }\n}"): typeof import('./graphql').DeletePronunciationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Voices($languageCode: String) {\n  featureOptions(featureKey: \"voices\", languageCode: $languageCode) {\n    name optionKey displayOrder voice { name gender voice_type }\n  }\n}"): typeof import('./graphql').VoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoicePreview($optionKey: String!) { voicePreview(optionKey: $optionKey) { url } }"): typeof import('./graphql').VoicePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PronunciationPreview($id: Int!, $optionKey: String!) { pronunciationPreview(id: $id, optionKey: $optionKey) { url } }"): typeof import('./graphql').PronunciationPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookEndpoints {\n  webhookEndpoints { id url events createdAt }\n}"): typeof import('./graphql').WebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookDeliveries($endpointId: Int!, $page: Int) {\n  webhookDeliveries(endpointId: $endpointId, page: $page) {\n    id event status attempts createdAt lastAttemptAt nextAttemptAt lastStatus lastResponse\n  }\n}"): typeof import('./graphql').WebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) { id secret }\n}"): typeof import('./graphql').CreateWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhookEndpoint($id: Int!) { deleteWebhookEndpoint(id: $id) }"): typeof import('./graphql').DeleteWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeliverWebhook($deliveryId: Int!) {\n  redeliverWebhook(deliveryId: $deliveryId)\n}"): typeof import('./graphql').RedeliverWebhookDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
