import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import video180 from "../../stories/media/lesson-180.mp4?url";
import video360 from "../../stories/media/lesson-360.mp4?url";
// `no-inline`: a captions file inlined as a data: address would not load as a same-origin track.
import captionsPl from "../../stories/media/lesson-pl.vtt?url&no-inline";
import poster from "../../stories/media/poster.jpg?url";
import { VideoPlayer } from "./video-player";

/** Fetches the poster before the story renders, so screenshots never catch the video box without it. */
async function loadPoster() {
  await new Promise((done) => {
    const image = new Image();
    image.onload = done;
    image.onerror = done;
    image.src = poster;
  });
  return {};
}

/**
 * Waits until the browser has finished choosing a file: until then its own controls show a loading
 * circle that would make screenshots differ. The short pause lets that circle fade out.
 */
async function videoSettled(canvasElement: HTMLElement) {
  const video = canvasElement.querySelector("video");
  if (!video) return;
  await waitFor(() => expect(video.networkState).not.toBe(HTMLMediaElement.NETWORK_LOADING), { timeout: 5000 });
  await new Promise((done) => setTimeout(done, 500));
}

const meta = {
  title: "Components/VideoPlayer",
  component: VideoPlayer,
  loaders: [loadPoster],
  args: {
    title: "Czym jest sztuczna inteligencja?",
    sources: [
      { src: video360, type: "video/mp4", quality: "360p" },
      { src: video180, type: "video/mp4", quality: "180p" },
    ],
    poster,
    captions: [{ src: captionsPl, srclang: "pl", label: "Polski", default: true }],
    qualityLabel: "Jakość",
    // The poster, not a first frame, so screenshots do not depend on decoding; nothing ever autoplays.
    preload: "none",
    errorMessage: "Nie udało się wczytać wideo. Sprawdź połączenie z internetem.",
    retryLabel: "Spróbuj ponownie",
    loadingLabel: "Ładowanie wideo…",
    onQualityChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const brokenSource = [{ src: "data:video/mp4;base64,AAAA", type: "video/mp4", quality: "360p" }];

const settled: Story["play"] = async ({ canvasElement }) => {
  await videoSettled(canvasElement);
};

export const Playground: Story = { play: settled };

/** Poster, captions track and the quality switcher. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await videoSettled(canvasElement);
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector("video");
    await expect(video).toHaveAccessibleName("Czym jest sztuczna inteligencja?");
    await expect(video?.querySelector("track")).toHaveAttribute("srclang", "pl");
    await expect(video?.querySelector("source")?.getAttribute("src")).toBe(video360);
    await expect(canvas.getByRole("button", { name: /Jakość/ })).toBeVisible();
  },
};

/** Tab to the switcher past the video, open it with Enter, pick 180p with the arrows. */
export const QualitySwitchedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await videoSettled(canvasElement);
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector("video");
    const switcher = canvas.getByRole("button", { name: /Jakość/ });
    // The browser's video controls come first in the tab order; their number depends on the browser.
    for (let step = 0; step < 10 && document.activeElement !== switcher; step += 1) await userEvent.tab();
    await expect(switcher).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await within(document.body).findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "360p" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
    await expect(args.onQualityChange).toHaveBeenCalledWith("180p");
    await expect(video?.querySelector("source")?.getAttribute("src")).toBe(video180);
    await expect(canvas.getByRole("button", { name: /Jakość/ })).toHaveTextContent("180p");
    await videoSettled(canvasElement);
  },
};

/** One quality only: no switcher. */
export const SingleQuality: Story = {
  args: { sources: [{ src: video360, type: "video/mp4", quality: "360p" }] },
  play: async ({ canvasElement }) => {
    await videoSettled(canvasElement);
    await expect(within(canvasElement).queryByRole("button", { name: /Jakość/ })).toBeNull();
  },
};

/**
 * The story's video files held in memory (blob addresses). Storybook's mock service worker, which answers the
 * feature stories' API calls, serves media without byte ranges, and a browser cannot seek in such a file; a
 * file in memory seeks as one served with ranges does.
 */
async function loadSeekableVideo() {
  return { seekable: await seekable() };
}
/**
 * Loaded once: a story re-rendered (a theme chosen in the toolbar re-runs its loaders) keeps the same
 * addresses, so its video plays on instead of loading anew from the start.
 */
const inMemory = async (url: string) => URL.createObjectURL(await (await fetch(url)).blob());
let seekableVideo: Promise<{ video360: string; video180: string }> | undefined;
const seekable = () => {
  seekableVideo ??= Promise.all([inMemory(video360), inMemory(video180)]).then(([video360, video180]) => ({
    video360,
    video180,
  }));
  return seekableVideo;
};

/**
 * Resuming where the learner left off: the video starts at the saved time (2 s here) as soon as its length is
 * known, showing that frame, and reports the position as it moves.
 */
export const StartsAtSavedTime: Story = {
  args: { startTime: 2, preload: "metadata", onTimeUpdate: fn(), onPause: fn() },
  loaders: [loadSeekableVideo],
  render: (args, { loaded }) => {
    const { video360: file360, video180: file180 } = (loaded as Awaited<ReturnType<typeof loadSeekableVideo>>).seekable;
    return (
      <VideoPlayer
        {...args}
        sources={[
          { src: file360, type: "video/mp4", quality: "360p" },
          { src: file180, type: "video/mp4", quality: "180p" },
        ]}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const video = canvasElement.querySelector("video");
    if (!video) throw new Error("The player has no video.");
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA), {
      timeout: 5000,
    });
    await waitFor(() => expect(video.currentTime).toBe(2));
    await waitFor(() => expect(video.seeking).toBe(false));
    await waitFor(() => expect(args.onTimeUpdate).toHaveBeenLastCalledWith(2));
    await videoSettled(canvasElement);
  },
};

/** Waiting for data while playing shows a spinner announced by its label. */
export const Buffering: Story = {
  play: async ({ canvasElement }) => {
    await videoSettled(canvasElement);
    canvasElement.querySelector("video")?.dispatchEvent(new Event("waiting"));
    await expect(await within(canvasElement).findByRole("img", { name: "Ładowanie wideo…" })).toBeVisible();
  },
};

/** No file could be loaded: the message and a retry button, which keeps focus when the retry fails again. */
export const LoadError: Story = {
  args: { sources: brokenSource, preload: "metadata", poster: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Nie udało się wczytać wideo.",
    );
    await userEvent.tab();
    const retry = canvas.getByRole("button", { name: "Spróbuj ponownie" });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Spróbuj ponownie" })).toHaveFocus(), {
      timeout: 5000,
    });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Ładowanie wideo…");
  },
};

export const LongPolishText: Story = {
  args: {
    title: "Wprowadzenie do odpowiedzialnego wykorzystywania generatywnej sztucznej inteligencji w przedsiębiorstwie",
    qualityLabel: "Jakość obrazu nagrania",
  },
  play: settled,
};

export const LongPolishError: Story = {
  args: {
    sources: brokenSource,
    preload: "metadata",
    poster: undefined,
    errorMessage:
      "Nie udało się wczytać nagrania tej lekcji. Sprawdź połączenie z internetem lub spróbuj ponownie za kilka minut, a jeśli problem się powtarza, skontaktuj się z zespołem wsparcia.",
    retryLabel: "Spróbuj wczytać nagranie ponownie",
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await videoSettled(canvasElement);
  },
};

export const NarrowWidth: Story = {
  play: settled,
  decorators: [
    (Story) => (
      <div className="w-[320px]">
        <Story />
      </div>
    ),
  ],
};
