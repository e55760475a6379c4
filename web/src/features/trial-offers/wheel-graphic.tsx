import { WHEEL_SEGMENTS } from '@retainly/domain';
import { labelColor, segmentCenter, slicePath } from './wheel-geometry';

const RADIUS = 100;
const WHEEL_LABEL = `Discount wheel: ${WHEEL_SEGMENTS.map((s) => `${s.percent}% off`).join(', ')}`;

/**
 * The wheel: six slices with their percent (the codes stay on the server), turned by CSS so the browser animates the spin
 * (an ease-out over `durationMs`; 0 means jump, for reduced motion). The pointer stays put.
 */
export function WheelGraphic({ rotation, durationMs }: { rotation: number; durationMs: number }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-72">
      <div
        className="h-full w-full"
        data-testid="wheel-rotor"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition:
            durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.12, 0.8, 0.2, 1)` : 'none',
        }}
      >
        <svg
          viewBox="-104 -104 208 208"
          role="img"
          aria-label={WHEEL_LABEL}
          className="h-full w-full"
        >
          <circle r="103" fill="#0f172a" />
          {WHEEL_SEGMENTS.map((segment, index) => {
            const center = segmentCenter(index);
            // Labels run along the radius; the left half is turned over so no label starts
            // upside down.
            const flipped = center > 180;
            const x = flipped ? -92 : 92;
            const anchor = flipped ? 'start' : 'end';
            return (
              <g key={index}>
                <path
                  d={slicePath(index, RADIUS)}
                  fill={segment.color}
                  stroke="#ffffff"
                  strokeWidth="1.5"
                />
                <g
                  transform={`rotate(${flipped ? center + 90 : center - 90})`}
                  fill={labelColor(segment.color)}
                >
                  <text x={x} y="5" textAnchor={anchor} fontSize="15" fontWeight="800">
                    {segment.percent}% off
                  </text>
                </g>
              </g>
            );
          })}
          <circle r="16" fill="#ffffff" stroke="#0f172a" strokeWidth="3" />
        </svg>
      </div>
      {/* The pointer, at the top, pointing down into the wheel. */}
      <svg
        viewBox="0 0 24 28"
        aria-hidden="true"
        className="absolute left-1/2 top-0 h-8 w-7 -translate-x-1/2 -translate-y-2 drop-shadow"
      >
        <path
          d="M2 2 H22 L12 26 Z"
          fill="#0f172a"
          stroke="#ffffff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
