import Foundation

/// UIKit's collection view data source. `numberOfItemsInSection` and `cellForItemAt` are required;
/// `numberOfSections(in:)` is optional (one section). Simpler than UIKit: no supplementary views, no
/// moving items, no index titles.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
