// CoreGraphics' geometry types: CGFloat (a double on 64-bit targets; the Swift overlay makes it a
// struct) and the CGPoint, CGSize and CGRect structures.
// Facts: CoreGraphics.framework/Headers/CGBase.h and CGGeometry.h of the iOS 17.5 SDK;
// https://developer.apple.com/documentation/corefoundation/cgfloat,
// https://developer.apple.com/documentation/corefoundation/cgrect.
#pragma once
#import "../ObjectiveC/objc.h"

typedef double CGFloat;

struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CGPoint CGPoint;

struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CGSize CGSize;

struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;
