export { BackOfficeStory, storyIdentity, storyPersonas, useStoryAccessToken, type BackOfficeStoryProps, type StoryPersona } from './BackOfficeStory';
