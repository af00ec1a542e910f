import Foundation

// A row's action buttons: revealed by a horizontal swipe (the delegate's swipe actions, or UIKit's
// Delete for an editable row), or by the editing mode's minus. A swipe follows the finger; let go past
// half the buttons' width it stays open, short of it it closes, and past 60% of the row's width it
// performs the first action (with `performsFirstActionWithFullSwipe`). A tap on a button runs its
// action's handler; the row closes when the handler calls its completion.
extension UITableViewCell {
    /// A drag from a touch on the row: once it goes 8 points sideways (twice as far as up or down) and
    /// the table has actions for that side, the row follows it instead of selecting.
    func swipeMoved(to p: CGPoint) {
        guard let start = swipeStart, let table = tableView else { return }
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        if !isSwiping {
            guard abs(dx) > 8, abs(dx) > 2 * abs(dy), table.beginSwipe(of: self, towardsLeading: start.offset == 0 ? dx > 0 : revealsAtLeadingEdge) else { return }
            isSwiping = true
            table.cellTouchCancelled(self)
        }
        revealOffset = max(0, start.offset + (revealsAtLeadingEdge ? dx : -dx))
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The lift after a swipe: perform, stay open or close.
    func swipeEnded() {
        isSwiping = false
        let width = revealedWidth
        if revealedConfiguration?.performsFirstActionWithFullSwipe ?? true, revealOffset > bounds.width * 0.6,
           let first = revealedActions.first, let button = actionButtons.first {
            revealOffset = bounds.width
            editingLookDidChange(animated: true)
            tableView?.perform(first, from: button, of: self)
        } else if revealOffset > width / 2 {
            revealOffset = width
            editingLookDidChange(animated: true)
        } else {
            closeActions(animated: true)
        }
    }

    func reveal(_ actions: [UIContextualAction], configuration: UISwipeActionsConfiguration?, atLeadingEdge: Bool) {
        revealedActions = actions
        revealedConfiguration = configuration
        revealsAtLeadingEdge = atLeadingEdge
    }

    /// Slides the content back over the buttons.
    func closeActions(animated: Bool) {
        guard revealOffset > 0 || isSwiping else { return }
        isSwiping = false
        revealOffset = 0
        editingLookDidChange(animated: animated)
    }

    /// The buttons' width as their actions ask.
    var revealedWidth: CGFloat {
        let fonts = owningApplication.fonts
        return revealedActions.reduce(0) { $0 + TableCellActionButton.width(of: $1, fonts: fonts) }
    }

    /// The buttons, from the swiped edge inwards (the first action outermost), sharing the revealed width
    /// in proportion; past their full width the first one stretches.
    func layoutActionButtons() {
        let b = bounds
        while actionButtons.count < revealedActions.count {
            let button = TableCellActionButton()
            button.addTarget(nil, action: { [weak self] control in
                guard let self, let button = control as? TableCellActionButton, let action = button.action else { return }
                self.tableView?.perform(action, from: button, of: self)
            }, for: .touchUpInside)
            actionButtons.append(button)
        }
        let fonts = owningApplication.fonts
        let natural = revealedActions.map { TableCellActionButton.width(of: $0, fonts: fonts) }
        let total = natural.reduce(0, +)
        let share = total > 0 ? min(1, revealOffset / total) : 0
        let extra = max(0, revealOffset - total)
        var edge = revealsAtLeadingEdge ? 0 : b.width
        for (i, button) in actionButtons.enumerated() {
            guard i < revealedActions.count, revealOffset > 0 else { button.isHidden = true; continue }
            let w = natural[i] * share + (i == 0 ? extra : 0)
            button.action = revealedActions[i]
            button.naturalWidth = natural[i]
            button.contentIsOnTheLeft = !revealsAtLeadingEdge
            if revealsAtLeadingEdge {
                button.frame = CGRect(x: edge, y: 0, width: w, height: b.height)
                edge += w
            } else {
                edge -= w
                button.frame = CGRect(x: edge, y: 0, width: w, height: b.height)
            }
            button.isHidden = false
            if button.superview !== self { addSubview(button) }
        }
    }

    /// Outside editing mode the content (and its accessory) slides aside by what is revealed, clipped to
    /// the row (an inset-grouped row's content must not slide out of its card).
    func shiftContentForRevealedActions() {
        if revealOffset > 0, clipsBeforeReveal == nil {
            clipsBeforeReveal = clipsToBounds
            clipsToBounds = true
        } else if revealOffset == 0, let clipped = clipsBeforeReveal {
            clipsToBounds = clipped
            clipsBeforeReveal = nil
        }
        guard revealOffset > 0 else { return }
        let dx = revealsAtLeadingEdge ? revealOffset : -revealOffset
        contentView.frame.origin.x += dx
        for v in subviews where v !== contentView && !(v is TableCellActionButton) && v !== separator
            && v !== backgroundView && v !== selectedBackgroundView && v !== editingControl {
            v.frame.origin.x += dx
        }
    }
}
