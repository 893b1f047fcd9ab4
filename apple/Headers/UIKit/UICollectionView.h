// UICollectionView, its data source and delegate, reusable views, list cells and the layouts.
// Facts: UICollectionView.h, UICollectionViewCell.h, UICollectionViewLayout.h,
// UICollectionViewCompositionalLayout.h, UICollectionViewListCell.h and UICollectionLayoutList.h
// of the iOS 17.5 SDK (only UICollectionViewLayout.h is stored in the reference copy), read
// through https://developer.apple.com/documentation/uikit/uicollectionview,
// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource,
// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate,
// https://developer.apple.com/documentation/uikit/uicollectionreusableview,
// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell and
// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout:
// selectors, nullability, @optional/@required, main-actor isolation and availability. The Swift
// value types of list layouts (UICollectionLayoutListConfiguration, UICellAccessory,
// UIListSeparatorConfiguration) and the list cell's `accessories` are refined for Swift: they are
// in apple/Overlays/UIKit.swift.
#pragma once
#import "UIScrollView.h"
#import "UITableView.h"

#pragma clang assume_nonnull begin

@class UICollectionView, UICollectionViewCell, UICollectionReusableView;

// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
typedef FK_OPTIONS(NSUInteger, UICollectionViewScrollPosition) {
  UICollectionViewScrollPositionNone = 0,
  UICollectionViewScrollPositionTop = 1 << 0,
  UICollectionViewScrollPositionCenteredVertically = 1 << 1,
  UICollectionViewScrollPositionBottom = 1 << 2,
  UICollectionViewScrollPositionLeft = 1 << 3,
  UICollectionViewScrollPositionCenteredHorizontally = 1 << 4,
  UICollectionViewScrollPositionRight = 1 << 5
} FK_SWIFT_NAME(UICollectionView.ScrollPosition);

// UICollectionElementKindSectionHeader / Footer (UICollectionView.elementKindSectionHeader in
// Swift).
FK_EXTERN NSString *const UICollectionElementKindSectionHeader FK_IOS(6.0)
  FK_SWIFT_NAME(UICollectionView.elementKindSectionHeader);
FK_EXTERN NSString *const UICollectionElementKindSectionFooter FK_IOS(6.0)
  FK_SWIFT_NAME(UICollectionView.elementKindSectionFooter);

FK_EXTERN FK_IOS(6.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionViewLayoutAttributes : NSObject <NSCopying>
@property (nonatomic) CGRect frame;
@property (nonatomic) CGSize size;
@property (nonatomic, strong) NSIndexPath *indexPath;
+ (instancetype)layoutAttributesForCellWithIndexPath:(NSIndexPath *)indexPath
  FK_SWIFT_NAME(init(forCellWith:));
@end

FK_EXTERN FK_IOS(6.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionViewLayout : NSObject <NSCoding>
- (instancetype)init FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@end

FK_EXTERN FK_IOS(13.0) FK_TVOS(13.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionViewCompositionalLayout : UICollectionViewLayout
@end

FK_EXTERN FK_IOS(6.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionReusableView : UIView
- (instancetype)initWithFrame:(CGRect)frame FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
- (void)prepareForReuse;
- (UICollectionViewLayoutAttributes *)preferredLayoutAttributesFittingAttributes:
  (UICollectionViewLayoutAttributes *)layoutAttributes FK_IOS(8.0);
@end

FK_EXTERN FK_IOS(6.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionViewCell : UICollectionReusableView
- (instancetype)initWithFrame:(CGRect)frame FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, readonly) UIView *contentView;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration FK_IOS(14.0) FK_REFINED;
- (void)setNeedsUpdateConfiguration FK_IOS(14.0);
@end

FK_EXTERN FK_IOS(14.0) FK_TVOS(14.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionViewListCell : UICollectionViewCell
@property (nonatomic) NSInteger indentationLevel;
@property (nonatomic) CGFloat indentationWidth;
@property (nonatomic) BOOL indentsAccessories;
@end

FK_EXTERN FK_IOS(9.0) FK_UI_ACTOR
@interface UICollectionViewFocusUpdateContext : UIFocusUpdateContext
@property (nonatomic, strong, readonly, nullable) NSIndexPath *previouslyFocusedIndexPath;
@property (nonatomic, strong, readonly, nullable) NSIndexPath *nextFocusedIndexPath;
@end

FK_IOS(6.0) FK_UI_ACTOR
@protocol UICollectionViewDataSource <NSObject>
@required
- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
- (__kindof UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                           cellForItemAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;
- (__kindof UICollectionReusableView *)collectionView:(UICollectionView *)collectionView
                    viewForSupplementaryElementOfKind:(NSString *)kind
                                          atIndexPath:(NSIndexPath *)indexPath;
- (BOOL)collectionView:(UICollectionView *)collectionView canMoveItemAtIndexPath:(NSIndexPath *)indexPath FK_IOS(9.0);
- (void)collectionView:(UICollectionView *)collectionView
    moveItemAtIndexPath:(NSIndexPath *)sourceIndexPath
            toIndexPath:(NSIndexPath *)destinationIndexPath FK_IOS(9.0);
@end

FK_IOS(6.0) FK_UI_ACTOR
@protocol UICollectionViewDelegate <UIScrollViewDelegate>
@optional
- (BOOL)collectionView:(UICollectionView *)collectionView shouldSelectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didDeselectItemAtIndexPath:(NSIndexPath *)indexPath;
- (BOOL)collectionView:(UICollectionView *)collectionView shouldBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath *)indexPath FK_IOS(13.0) FK_NO_TVOS FK_NO_WATCHOS;
- (void)collectionView:(UICollectionView *)collectionView didBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath *)indexPath FK_IOS(13.0) FK_NO_TVOS FK_NO_WATCHOS;
- (void)collectionViewDidEndMultipleSelectionInteraction:(UICollectionView *)collectionView FK_IOS(13.0) FK_NO_TVOS FK_NO_WATCHOS;
- (void)collectionView:(UICollectionView *)collectionView
       willDisplayCell:(UICollectionViewCell *)cell
    forItemAtIndexPath:(NSIndexPath *)indexPath FK_IOS(8.0);
- (void)collectionView:(UICollectionView *)collectionView
  didEndDisplayingCell:(UICollectionViewCell *)cell
    forItemAtIndexPath:(NSIndexPath *)indexPath;
- (nullable UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
                     contextMenuConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath
                                                          point:(CGPoint)point FK_IOS(13.0) FK_TVOS(17.0);
- (void)collectionView:(UICollectionView *)collectionView
  didUpdateFocusInContext:(UICollectionViewFocusUpdateContext *)context
  withAnimationCoordinator:(UIFocusAnimationCoordinator *)coordinator FK_IOS(9.0);
- (NSIndexPath *)collectionView:(UICollectionView *)collectionView
  targetIndexPathForMoveOfItemFromOriginalIndexPath:(NSIndexPath *)originalIndexPath
                                 atCurrentIndexPath:(NSIndexPath *)currentIndexPath
                                toProposedIndexPath:(NSIndexPath *)proposedIndexPath FK_IOS(15.0) FK_TVOS(15.0) FK_WATCHOS(8.0);
@end

FK_EXTERN FK_IOS(6.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UICollectionView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame
         collectionViewLayout:(UICollectionViewLayout *)layout FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
@property (nonatomic, weak, nullable) id<UICollectionViewDelegate> delegate;
@property (nonatomic, weak, nullable) id<UICollectionViewDataSource> dataSource;

- (void)registerClass:(nullable Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
- (void)registerClass:(nullable Class)viewClass
  forSupplementaryViewOfKind:(NSString *)elementKind
         withReuseIdentifier:(NSString *)identifier;
- (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier
                                                              forIndexPath:(NSIndexPath *)indexPath;
- (__kindof UICollectionReusableView *)dequeueReusableSupplementaryViewOfKind:(NSString *)elementKind
                                                          withReuseIdentifier:(NSString *)identifier
                                                                 forIndexPath:(NSIndexPath *)indexPath;

@property (nonatomic, readonly) NSInteger numberOfSections;
- (NSInteger)numberOfItemsInSection:(NSInteger)section;
- (nullable __kindof UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath;
@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;
- (nullable UICollectionReusableView *)supplementaryViewForElementKind:(NSString *)elementKind
                                                           atIndexPath:(NSIndexPath *)indexPath FK_IOS(9.0);
@property (nonatomic) BOOL allowsMultipleSelection;
@property (nonatomic, readonly, nullable) NSArray<NSIndexPath *> *indexPathsForSelectedItems;
- (void)selectItemAtIndexPath:(nullable NSIndexPath *)indexPath
                     animated:(BOOL)animated
               scrollPosition:(UICollectionViewScrollPosition)scrollPosition;
- (void)deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
- (void)reloadData;

- (void)performBatchUpdates:(void(FK_NOESCAPE ^ _Nullable)(void))updates
                 completion:(void (^_Nullable)(BOOL finished))completion
  __attribute__((swift_async(none)));
- (void)insertSections:(NSIndexSet *)sections;
- (void)deleteSections:(NSIndexSet *)sections;
- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection;
- (void)reloadSections:(NSIndexSet *)sections;
- (void)insertItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
- (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
- (void)moveItemAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;
- (void)reloadItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
- (void)reconfigureItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths FK_IOS(15.0) FK_TVOS(15.0);
@property (nonatomic, readonly) BOOL hasUncommittedUpdates FK_IOS(11.0);
@property (nonatomic, getter=isEditing) BOOL editing FK_IOS(14.0) FK_TVOS(14.0) FK_WATCHOS(7.0);
@property (nonatomic) BOOL allowsMultipleSelectionDuringEditing FK_IOS(14.0) FK_TVOS(14.0) FK_WATCHOS(7.0);
@end

#pragma clang assume_nonnull end
