/** The podcast options (spec 000 §7 featureOptions, popularTopics) and the five dropdowns built from them. */
export {
  type FeatureOption,
  optionName,
  type PodcastOptions,
  usePodcastOptions,
  usePopularTopics,
} from './options-api';
export { PodcastOptionSelects, type PodcastOptionValues } from './podcast-option-selects';
