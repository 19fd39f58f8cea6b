export { type VideoCaptionTrack, VideoPlayer, type VideoPlayerProps, type VideoSource } from "./video-player";
