// UITableView, its data source and delegate.
// Facts: UIKit.framework/Headers/UITableView.h of the iOS 17.5 SDK (stored in the reference copy,
// xybp888/iOS-SDKs iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h):
// selectors, nullability, @optional/@required, NS_SWIFT_UI_ACTOR and availability as there. Swift
// names (UITableView.Style and so on) as the importer and UIKit's API notes give them; focus and
// context-menu types from UIFocus.h and UIContextMenuConfiguration.h (not stored), read through
// https://developer.apple.com/documentation/uikit/uifocusupdatecontext and
// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration.
#pragma once
#import "UIScrollView.h"
#import "UITableViewCell.h"

#pragma clang assume_nonnull begin

@class UITableView;
// The protocols come first, as in the SDK, so the delegate property refines UIScrollView's.
@protocol UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching;

typedef FK_ENUM(NSInteger, UITableViewStyle) {
  UITableViewStylePlain,
  UITableViewStyleGrouped,
  UITableViewStyleInsetGrouped FK_IOS(13.0) FK_NO_TVOS,
} FK_SWIFT_NAME(UITableView.Style);

typedef FK_ENUM(NSInteger, UITableViewScrollPosition) {
  UITableViewScrollPositionNone,
  UITableViewScrollPositionTop,
  UITableViewScrollPositionMiddle,
  UITableViewScrollPositionBottom,
} FK_SWIFT_NAME(UITableView.ScrollPosition);

typedef FK_ENUM(NSInteger, UITableViewRowAnimation) {
  UITableViewRowAnimationFade,
  UITableViewRowAnimationRight,
  UITableViewRowAnimationLeft,
  UITableViewRowAnimationTop,
  UITableViewRowAnimationBottom,
  UITableViewRowAnimationNone,
  UITableViewRowAnimationMiddle,
  UITableViewRowAnimationAutomatic = 100,
} FK_SWIFT_NAME(UITableView.RowAnimation);

// UITableViewAutomaticDimension (UITableView.automaticDimension in Swift).
FK_EXTERN const CGFloat UITableViewAutomaticDimension FK_IOS(5.0)
  FK_SWIFT_NAME(UITableView.automaticDimension);

// UIFocus.h: the focus system's context and animation coordinator.
FK_EXTERN FK_IOS(9.0) FK_UI_ACTOR
@interface UIFocusUpdateContext : NSObject
@end

FK_EXTERN FK_IOS(9.0) FK_UI_ACTOR
@interface UIFocusAnimationCoordinator : NSObject
@end

FK_EXTERN FK_IOS(9.0) FK_UI_ACTOR
@interface UITableViewFocusUpdateContext : UIFocusUpdateContext
@property (nonatomic, strong, readonly, nullable) NSIndexPath *previouslyFocusedIndexPath;
@property (nonatomic, strong, readonly, nullable) NSIndexPath *nextFocusedIndexPath;
@end

// UISwipeActionsConfiguration.h (swipe actions: iOS 11, not tvOS), UIContextMenuConfiguration.h,
// UITargetedPreview.h, UIContextMenuInteraction.h: what the delegate's signatures name.
// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:),
// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:).
typedef FK_ENUM(NSInteger, UIContextualActionStyle) {
  UIContextualActionStyleNormal,
  UIContextualActionStyleDestructive,
} FK_SWIFT_NAME(UIContextualAction.Style) FK_IOS(11.0) FK_NO_TVOS;

@class UIContextualAction;
typedef void (^UIContextualActionHandler)(UIContextualAction *action, __kindof UIView *sourceView,
                                          void (^completionHandler)(BOOL actionPerformed))
  FK_SWIFT_NAME(UIContextualAction.Handler);

FK_EXTERN FK_IOS(11.0) FK_NO_TVOS FK_UI_ACTOR
@interface UIContextualAction : NSObject
+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style
                                    title:(nullable NSString *)title
                                  handler:(UIContextualActionHandler)handler;
@property (nonatomic, readonly) UIContextualActionStyle style;
@property (nonatomic, copy, readonly) UIContextualActionHandler handler;
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, null_resettable) UIColor *backgroundColor;
@property (nonatomic, copy, nullable) UIImage *image;
@end

FK_EXTERN FK_IOS(11.0) FK_NO_TVOS FK_UI_ACTOR
@interface UISwipeActionsConfiguration : NSObject
+ (instancetype)configurationWithActions:(NSArray<UIContextualAction *> *)actions;
@property (nonatomic, copy, readonly) NSArray<UIContextualAction *> *actions;
@property (nonatomic) BOOL performsFirstActionWithFullSwipe;
@end

FK_EXTERN FK_IOS(13.0) FK_TVOS(17.0) FK_UI_ACTOR
@interface UIContextMenuConfiguration : NSObject
@end

FK_EXTERN FK_IOS(13.0) FK_TVOS(17.0) FK_UI_ACTOR
@interface UITargetedPreview : NSObject <NSCopying>
@end

FK_IOS(13.0) FK_TVOS(17.0) FK_UI_ACTOR
@protocol UIContextMenuInteractionAnimating <NSObject>
@end

FK_IOS(13.0) FK_TVOS(17.0) FK_UI_ACTOR
@protocol UIContextMenuInteractionCommitAnimating <UIContextMenuInteractionAnimating>
@end


FK_UI_ACTOR
@protocol UITableViewDataSource <NSObject>
@required
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;
- (nullable NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section;
- (nullable NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section;
- (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath;
- (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView
  commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
   forRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView
  moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath
         toIndexPath:(NSIndexPath *)destinationIndexPath;
@end

FK_UI_ACTOR
@protocol UITableViewDataSourcePrefetching <NSObject>
@required
- (void)tableView:(UITableView *)tableView prefetchRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
@optional
- (void)tableView:(UITableView *)tableView cancelPrefetchingForRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
@end

FK_UI_ACTOR
@protocol UITableViewDelegate <NSObject, UIScrollViewDelegate>
@optional
// Display customization
- (void)tableView:(UITableView *)tableView willDisplayCell:(UITableViewCell *)cell forRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView willDisplayHeaderView:(UIView *)view forSection:(NSInteger)section FK_IOS(6.0);
- (void)tableView:(UITableView *)tableView willDisplayFooterView:(UIView *)view forSection:(NSInteger)section FK_IOS(6.0);
- (void)tableView:(UITableView *)tableView didEndDisplayingCell:(UITableViewCell *)cell forRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(6.0);
- (void)tableView:(UITableView *)tableView didEndDisplayingHeaderView:(UIView *)view forSection:(NSInteger)section FK_IOS(6.0);
- (void)tableView:(UITableView *)tableView didEndDisplayingFooterView:(UIView *)view forSection:(NSInteger)section FK_IOS(6.0);
// Variable height support
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath;
- (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section;
- (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section;
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(7.0);
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForHeaderInSection:(NSInteger)section FK_IOS(7.0);
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForFooterInSection:(NSInteger)section FK_IOS(7.0);
// Section header and footer views
- (nullable UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section;
- (nullable UIView *)tableView:(UITableView *)tableView viewForFooterInSection:(NSInteger)section;
// Accessories
- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath;
// Selection
- (BOOL)tableView:(UITableView *)tableView shouldHighlightRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(6.0);
- (void)tableView:(UITableView *)tableView didHighlightRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(6.0);
- (void)tableView:(UITableView *)tableView didUnhighlightRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(6.0);
- (nullable NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSIndexPath *)tableView:(UITableView *)tableView willDeselectRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(3.0);
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(3.0);
- (BOOL)tableView:(UITableView *)tableView shouldBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath *)indexPath FK_IOS(13.0) FK_NO_TVOS FK_NO_WATCHOS;
- (void)tableView:(UITableView *)tableView didBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath *)indexPath FK_IOS(13.0) FK_NO_TVOS FK_NO_WATCHOS;
- (void)tableViewDidEndMultipleSelectionInteraction:(UITableView *)tableView FK_IOS(13.0) FK_NO_TVOS FK_NO_WATCHOS;
- (BOOL)tableView:(UITableView *)tableView canPerformPrimaryActionForRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(16.0) FK_TVOS(16.0);
- (void)tableView:(UITableView *)tableView performPrimaryActionForRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(16.0) FK_TVOS(16.0);
// Editing
- (UITableViewCellEditingStyle)tableView:(UITableView *)tableView editingStyleForRowAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSString *)tableView:(UITableView *)tableView titleForDeleteConfirmationButtonForRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(3.0) FK_NO_TVOS;
// Swipe actions
- (nullable UISwipeActionsConfiguration *)tableView:(UITableView *)tableView leadingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(11.0) FK_NO_TVOS;
- (nullable UISwipeActionsConfiguration *)tableView:(UITableView *)tableView trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(11.0) FK_NO_TVOS;
- (BOOL)tableView:(UITableView *)tableView shouldIndentWhileEditingRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath FK_NO_TVOS;
- (void)tableView:(UITableView *)tableView didEndEditingRowAtIndexPath:(nullable NSIndexPath *)indexPath FK_NO_TVOS;
// Moving and indentation
- (NSIndexPath *)tableView:(UITableView *)tableView
  targetIndexPathForMoveFromRowAtIndexPath:(NSIndexPath *)sourceIndexPath
                       toProposedIndexPath:(NSIndexPath *)proposedDestinationIndexPath;
- (NSInteger)tableView:(UITableView *)tableView indentationLevelForRowAtIndexPath:(NSIndexPath *)indexPath;
// Focus
- (BOOL)tableView:(UITableView *)tableView canFocusRowAtIndexPath:(NSIndexPath *)indexPath FK_IOS(9.0);
- (BOOL)tableView:(UITableView *)tableView shouldUpdateFocusInContext:(UITableViewFocusUpdateContext *)context FK_IOS(9.0);
- (void)tableView:(UITableView *)tableView
  didUpdateFocusInContext:(UITableViewFocusUpdateContext *)context
  withAnimationCoordinator:(UIFocusAnimationCoordinator *)coordinator FK_IOS(9.0);
- (nullable NSIndexPath *)indexPathForPreferredFocusedViewInTableView:(UITableView *)tableView FK_IOS(9.0);
// Context menus
- (nullable UIContextMenuConfiguration *)tableView:(UITableView *)tableView
  contextMenuConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath
                                      point:(CGPoint)point FK_IOS(13.0) FK_TVOS(17.0);
- (nullable UITargetedPreview *)tableView:(UITableView *)tableView
  previewForHighlightingContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration FK_IOS(13.0) FK_TVOS(17.0);
- (nullable UITargetedPreview *)tableView:(UITableView *)tableView
  previewForDismissingContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration FK_IOS(13.0) FK_TVOS(17.0);
- (void)tableView:(UITableView *)tableView
  willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                          animator:(id<UIContextMenuInteractionCommitAnimating>)animator FK_IOS(13.0) FK_NO_TVOS;
- (void)tableView:(UITableView *)tableView
  willDisplayContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                 animator:(nullable id<UIContextMenuInteractionAnimating>)animator FK_IOS(14.0) FK_TVOS(17.0);
- (void)tableView:(UITableView *)tableView
  willEndContextMenuInteractionWithConfiguration:(UIContextMenuConfiguration *)configuration
                                        animator:(nullable id<UIContextMenuInteractionAnimating>)animator FK_IOS(14.0) FK_TVOS(17.0);
@end

FK_EXTERN FK_IOS(2.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UITableView : UIScrollView <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, readonly) UITableViewStyle style;
@property (nonatomic, weak, nullable) id<UITableViewDataSource> dataSource;
@property (nonatomic, weak, nullable) id<UITableViewDelegate> delegate;
@property (nonatomic, weak, nullable) id<UITableViewDataSourcePrefetching> prefetchDataSource FK_IOS(10.0);
@property (nonatomic, getter=isPrefetchingEnabled) BOOL prefetchingEnabled FK_IOS(15.0) FK_TVOS(15.0);
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic) CGFloat sectionHeaderHeight;
@property (nonatomic) CGFloat sectionFooterHeight;
@property (nonatomic) CGFloat estimatedRowHeight FK_IOS(7.0);
@property (nonatomic) CGFloat estimatedSectionHeaderHeight FK_IOS(7.0);
@property (nonatomic) CGFloat estimatedSectionFooterHeight FK_IOS(7.0);
@property (nonatomic) CGFloat fillerRowHeight FK_IOS(15.0) FK_TVOS(15.0);
@property (nonatomic) CGFloat sectionHeaderTopPadding FK_IOS(15.0) FK_TVOS(15.0);
@property (nonatomic, strong, nullable) UIView *backgroundView FK_IOS(3.2);

@property (nonatomic, readonly) NSInteger numberOfSections;
- (NSInteger)numberOfRowsInSection:(NSInteger)section;
- (CGRect)rectForSection:(NSInteger)section;
- (CGRect)rectForHeaderInSection:(NSInteger)section;
- (CGRect)rectForFooterInSection:(NSInteger)section;
- (CGRect)rectForRowAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSIndexPath *)indexPathForRowAtPoint:(CGPoint)point;
- (nullable NSIndexPath *)indexPathForCell:(UITableViewCell *)cell;
- (nullable __kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@property (nonatomic, readonly) NSArray<__kindof UITableViewCell *> *visibleCells;
@property (nonatomic, readonly, nullable) NSArray<NSIndexPath *> *indexPathsForVisibleRows;
- (nullable UITableViewHeaderFooterView *)headerViewForSection:(NSInteger)section FK_IOS(6.0);
- (nullable UITableViewHeaderFooterView *)footerViewForSection:(NSInteger)section FK_IOS(6.0);
- (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath
              atScrollPosition:(UITableViewScrollPosition)scrollPosition
                      animated:(BOOL)animated;

- (void)performBatchUpdates:(void(FK_NOESCAPE ^ _Nullable)(void))updates
                 completion:(void (^_Nullable)(BOOL finished))completion
  __attribute__((swift_async(none))) FK_IOS(11.0) FK_TVOS(11.0);
- (void)beginUpdates;
- (void)endUpdates;
- (void)insertSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
- (void)deleteSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection FK_IOS(5.0);
- (void)reloadSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation FK_IOS(3.0);
- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)moveRowAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath FK_IOS(5.0);
- (void)reloadRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation FK_IOS(3.0);
- (void)reconfigureRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths FK_IOS(15.0) FK_TVOS(15.0);
@property (nonatomic, readonly) BOOL hasUncommittedUpdates FK_IOS(11.0) FK_TVOS(11.0);
- (void)reloadData;

@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic) BOOL allowsSelection FK_IOS(3.0);
@property (nonatomic) BOOL allowsSelectionDuringEditing;
@property (nonatomic) BOOL allowsMultipleSelection FK_IOS(5.0);
@property (nonatomic) BOOL allowsMultipleSelectionDuringEditing FK_IOS(5.0);
@property (nonatomic, readonly, nullable) NSIndexPath *indexPathForSelectedRow;
@property (nonatomic, readonly, nullable) NSArray<NSIndexPath *> *indexPathsForSelectedRows FK_IOS(5.0);
- (void)selectRowAtIndexPath:(nullable NSIndexPath *)indexPath
                    animated:(BOOL)animated
              scrollPosition:(UITableViewScrollPosition)scrollPosition;
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
@property (nonatomic, strong, nullable) UIView *tableHeaderView;
@property (nonatomic, strong, nullable) UIView *tableFooterView;

- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier;
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier
                                                   forIndexPath:(NSIndexPath *)indexPath FK_IOS(6.0);
- (nullable __kindof UITableViewHeaderFooterView *)dequeueReusableHeaderFooterViewWithIdentifier:(NSString *)identifier FK_IOS(6.0);
- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier FK_IOS(6.0);
- (void)registerClass:(nullable Class)aClass forHeaderFooterViewReuseIdentifier:(NSString *)identifier FK_IOS(6.0);
@property (nonatomic) BOOL remembersLastFocusedIndexPath FK_IOS(9.0);
@property (nonatomic) BOOL allowsFocus FK_IOS(15.0) FK_TVOS(15.0);
@end

#pragma clang assume_nonnull end
