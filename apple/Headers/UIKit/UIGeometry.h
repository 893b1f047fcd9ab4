// UIEdgeInsets. Facts: UIKit.framework/Headers/UIGeometry.h (iOS 17.5 SDK, not stored in the
// reference copy); https://developer.apple.com/documentation/uikit/uiedgeinsets.
#pragma once
#import "../Foundation/Foundation.h"

typedef struct UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
FK_EXTERN const UIEdgeInsets UIEdgeInsetsZero FK_SWIFT_NAME(UIEdgeInsets.zero);
