export * from './content-sniffing';
export * from './ffmpeg-args';
export * from './ffmpeg-paths';
export * from './media-refusal';
export * from './probe';
export * from './progress';
export * from './run-tool';
export * from './transcode';
