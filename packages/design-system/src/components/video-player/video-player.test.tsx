import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VideoPlayer, type VideoPlayerProps } from "./video-player";

const sources = [
  { src: "/v-360.webm", type: "video/webm", quality: "360p" },
  { src: "/v-360.mp4", type: "video/mp4", quality: "360p" },
  { src: "/v-180.mp4", type: "video/mp4", quality: "180p" },
];

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const onQualityChange = vi.fn();
  const onRetry = vi.fn();
  const result = render(
    <VideoPlayer
      title="Intro"
      sources={sources}
      poster="/poster.jpg"
      captions={[{ src: "/pl.vtt", srclang: "pl", label: "Polski", default: true }]}
      qualityLabel="Quality"
      errorMessage="Video failed"
      retryLabel="Retry"
      loadingLabel="Loading video"
      onQualityChange={onQualityChange}
      onRetry={onRetry}
      {...props}
    />,
  );
  const video = result.container.querySelector("video") as HTMLVideoElement;
  return { onQualityChange, onRetry, video, ...result };
}

describe("VideoPlayer", () => {
  let load: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    load = vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
  });
  afterEach(() => load.mockRestore());

  it("renders native controls, poster, the files of the first quality and the captions", () => {
    const { video } = renderPlayer();
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("poster", "/poster.jpg");
    expect(video).toHaveAccessibleName("Intro");
    expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("src"))).toEqual([
      "/v-360.webm",
      "/v-360.mp4",
    ]);
    const track = video.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "pl");
    expect(track).toHaveAttribute("default");
  });

  it("switches quality by keyboard and reloads the video", async () => {
    const user = userEvent.setup();
    const { video, onQualityChange } = renderPlayer();
    screen.getByRole("button", { name: /Quality/ }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onQualityChange).toHaveBeenCalledWith("180p");
    expect(video.querySelector("source")).toHaveAttribute("src", "/v-180.mp4");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hides the switcher with one quality or without a label", () => {
    const { unmount } = renderPlayer({ sources: sources.slice(0, 2) });
    expect(screen.queryByRole("button", { name: /Quality/ })).toBeNull();
    unmount();
    renderPlayer({ qualityLabel: undefined });
    expect(screen.queryByRole("button", { name: /Quality/ })).toBeNull();
  });

  it("shows the error with retry when the last file fails, and retries", async () => {
    const user = userEvent.setup();
    const { video, onRetry } = renderPlayer();
    const files = video.querySelectorAll("source");
    fireEvent.error(files[0] as HTMLSourceElement);
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.error(files[1] as HTMLSourceElement);
    expect(screen.getByRole("alert")).toHaveTextContent("Video failed");
    expect(video).toHaveAttribute("inert");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(video).not.toHaveAttribute("inert");
  });

  it("moves focus to the new retry button when the retry fails too", async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer({ sources: sources.slice(2) });
    fireEvent.error(video.querySelector("source") as HTMLSourceElement);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    fireEvent.error(video.querySelector("source") as HTMLSourceElement);
    await waitFor(() => expect(screen.getByRole("button", { name: "Retry" })).toHaveFocus());
  });

  it("shows a spinner while waiting for data and hides it when playing", () => {
    const { video } = renderPlayer();
    act(() => {
      video.dispatchEvent(new Event("waiting"));
    });
    expect(screen.getByRole("img", { name: "Loading video" })).toBeInTheDocument();
    act(() => {
      video.dispatchEvent(new Event("playing"));
    });
    expect(screen.queryByRole("img", { name: "Loading video" })).toBeNull();
  });

  it("starts at the start time once the video's length is known, kept within the video", () => {
    const { video } = renderPlayer({ startTime: 42 });
    Object.defineProperty(video, "duration", { configurable: true, value: 30 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(30);
  });

  it("keeps the learner's position over the start time after a quality switch", async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer({ startTime: 12 });
    Object.defineProperty(video, "duration", { configurable: true, value: 60 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(12);
    video.currentTime = 20;
    screen.getByRole("button", { name: /Quality/ }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(20);
  });

  it("reports the playback position and pauses, but not while the start time is pending", () => {
    const onTimeUpdate = vi.fn();
    const onPause = vi.fn();
    const { video } = renderPlayer({ startTime: 8, onTimeUpdate, onPause });
    fireEvent.timeUpdate(video);
    expect(onTimeUpdate).not.toHaveBeenCalled();
    Object.defineProperty(video, "duration", { configurable: true, value: 60 });
    fireEvent.loadedMetadata(video);
    video.currentTime = 9.5;
    fireEvent.timeUpdate(video);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(9.5);
    fireEvent.pause(video);
    expect(onPause).toHaveBeenCalledWith(9.5);
  });

  it("shows a skeleton while loading", () => {
    const { container } = renderPlayer({ isLoading: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading video");
    expect(container.querySelector("video")).toBeNull();
  });
});
