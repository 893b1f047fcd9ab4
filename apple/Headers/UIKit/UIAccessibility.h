// The accessibility properties every object has, the traits and notifications FoldKit uses, and
// custom actions.
// Facts: UIKit.framework/Headers/UIAccessibility.h of the iOS 17.5 SDK (category
// NSObject (UIAccessibility): not main-actor isolated), UIAccessibilityConstants.h and
// UIAccessibilityCustomAction.h (not stored in the reference copy) read through
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits,
// https://developer.apple.com/documentation/uikit/uiaccessibility/notification,
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:);
// accessibilityExpandedStatus (iOS 18, after the 17.5 SDK):
// https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus.
#pragma once
#import "../Foundation/Foundation.h"

#pragma clang assume_nonnull begin

// UIAccessibilityConstants.h: traits are a typed 64-bit mask (an OptionSet through the overlay).
typedef unsigned long long UIAccessibilityTraits FK_TYPED_ENUM;
FK_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone FK_SWIFT_NAME(UIAccessibilityTraits.none);
FK_EXTERN const UIAccessibilityTraits UIAccessibilityTraitButton FK_SWIFT_NAME(UIAccessibilityTraits.button);
FK_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader FK_SWIFT_NAME(UIAccessibilityTraits.header) FK_IOS(6.0);
FK_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSelected FK_SWIFT_NAME(UIAccessibilityTraits.selected);
FK_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNotEnabled FK_SWIFT_NAME(UIAccessibilityTraits.notEnabled);
FK_EXTERN const UIAccessibilityTraits UIAccessibilityTraitStaticText FK_SWIFT_NAME(UIAccessibilityTraits.staticText);

// UIAccessibilityConstants.h: notification identifiers (UIAccessibility.Notification in Swift,
// through the overlay's namespace).
typedef unsigned int UIAccessibilityNotifications FK_TYPED_ENUM;
FK_EXTERN const UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification
  FK_SWIFT_NAME(UIAccessibilityNotifications.layoutChanged);
FK_EXTERN const UIAccessibilityNotifications UIAccessibilityScreenChangedNotification
  FK_SWIFT_NAME(UIAccessibilityNotifications.screenChanged);
FK_EXTERN const UIAccessibilityNotifications UIAccessibilityAnnouncementNotification
  FK_SWIFT_NAME(UIAccessibilityNotifications.announcement) FK_IOS(4.0);
// UIAccessibilityPostNotification: UIAccessibility.post(notification:argument:) in Swift (overlay).
FK_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification,
                                               id _Nullable argument) FK_REFINED;

// The expanded state of an element (iOS 18, tvOS 18, visionOS 2, watchOS 11).
typedef FK_ENUM(NSInteger, UIAccessibilityExpandedStatus) {
  UIAccessibilityExpandedStatusUnsupported = 0,
  UIAccessibilityExpandedStatusExpanded,
  UIAccessibilityExpandedStatusCollapsed,
} FK_IOS(18.0) FK_TVOS(18.0) FK_XROS(2.0) FK_WATCHOS(11.0);

@class UIAccessibilityCustomAction;

// UIAccessibility.h: NSObject (UIAccessibility), not isolated to the main actor.
@interface NSObject (UIAccessibility)
@property (nonatomic) BOOL isAccessibilityElement;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel;
@property (nullable, nonatomic, copy) NSString *accessibilityHint;
@property (nullable, nonatomic, copy) NSString *accessibilityValue;
@property (nonatomic) UIAccessibilityTraits accessibilityTraits;
@property (nonatomic) BOOL accessibilityElementsHidden FK_IOS(5.0);
@property (nonatomic) BOOL shouldGroupAccessibilityChildren FK_IOS(6.0);
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityexpandedstatus
@property (nonatomic) UIAccessibilityExpandedStatus accessibilityExpandedStatus
  FK_IOS(18.0) FK_TVOS(18.0) FK_XROS(2.0) FK_WATCHOS(11.0);
@end

// UIAccessibilityContainer.h (category NSObject (UIAccessibilityContainer)).
@interface NSObject (UIAccessibilityContainer)
@property (nullable, nonatomic, strong) NSArray *accessibilityElements FK_IOS(8.0);
@end

// UIAccessibilityCustomAction.h, category NSObject (UIAccessibilityCustomAction).
@interface NSObject (UIAccessibilityCustomAction)
@property (nullable, nonatomic, strong) NSArray<UIAccessibilityCustomAction *> *accessibilityCustomActions
  FK_IOS(8.0);
@end

// UIAccessibilityCustomAction.h: a main-actor class; its handler type reads
// UIAccessibilityCustomAction.Handler in Swift, as on
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(attributedname:actionhandler:)
// and https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction.
typedef BOOL (^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction *customAction)
  FK_SWIFT_NAME(UIAccessibilityCustomAction.Handler);

FK_EXTERN FK_IOS(8.0) FK_UI_ACTOR
@interface UIAccessibilityCustomAction : NSObject
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
- (instancetype)initWithName:(NSString *)name
               actionHandler:(UIAccessibilityCustomActionHandler)actionHandler FK_IOS(13.0) FK_TVOS(13.0);
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy, nullable) UIAccessibilityCustomActionHandler actionHandler FK_IOS(13.0) FK_TVOS(13.0);
@end

#pragma clang assume_nonnull end
