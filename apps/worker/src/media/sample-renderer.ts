import { Injectable } from '@nestjs/common';
import type { MediaTargetType } from '@retainly/domain';

/** A sample video rendered into the job's temporary directory, with its captions. */
export interface RenderedSample {
  videoPath: string;
  captionsVtt: string | null;
}

/**
 * Renders the sample video of a module, the landing intro or the walkthrough (sample items
 * have no uploaded source). TODO(#16 samples helper): the real renderer replaces this.
 */
@Injectable()
export class SampleRenderer {
  async render(
    _item: { targetType: MediaTargetType; targetRef: string },
    _dir: string,
  ): Promise<RenderedSample> {
    throw new Error('sample rendering is not available');
  }
}
