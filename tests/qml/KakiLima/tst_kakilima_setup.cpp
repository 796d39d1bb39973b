// Qt Quick Test entry for the Kaki Lima UI: links the static QML modules in and lets the
// tests find them under qrc:/.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_KakiLimaPlugin)

class KakiLimaTestSetup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() {
        // Autosaves and settings go to a throw-away test location, never the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_kakilima_qml, KakiLimaTestSetup)

#include "tst_kakilima_setup.moc"
